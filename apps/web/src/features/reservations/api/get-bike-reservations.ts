/**
 * POST Account/getBikeReservations.json: a card's bike trips, newest first, opened by its pin.
 * A mutation, not a cached query: the pin is asked each time and kept nowhere.
 */
import { CALLS, getBikeReservationsResponse, type BikeReservation } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type { BikeReservation };

export async function getBikeReservations(input: { mediaId: number; pin: string }) {
  const answer = await apiClient.call<unknown>(CALLS.getBikeReservations, input);
  return getBikeReservationsResponse.parse(answer);
}

export function useBikeReservations() {
  return useMutation({ mutationFn: getBikeReservations });
}
