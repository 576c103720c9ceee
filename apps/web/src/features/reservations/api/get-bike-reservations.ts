/**
 * POST Account/getBikeReservations.json: a card's bike trips, newest first, opened by its pin.
 * A mutation, not a cached query: the pin is asked each time and kept nowhere.
 */
import { CALLS, type BikeReservation, ACCOUNT_WALLET_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type { BikeReservation };

export async function getBikeReservations(input: { mediaId: number; pin: string }) {
  return callApi(CALLS.getBikeReservations, ACCOUNT_WALLET_CONTRACT.getBikeReservations, input);
}

export function useBikeReservations() {
  return useMutation({ mutationFn: getBikeReservations });
}
