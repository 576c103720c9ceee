/**
 * GET Transit/getODTrips: the lines from an origin stop to a destination stop, with their next
 * departures. Asked for when the passenger presses "show the lines", not as they choose.
 */
import { CALLS, type OdTrips, TRANSIT_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/call-api.ts';

export type { OdTrips };

export async function getOdTrips(stops: { origin: string; destination: string }): Promise<OdTrips> {
  return callApi(CALLS.getODTrips, TRANSIT_CONTRACT.getODTrips, stops);
}

/** A search, not a cached read: the departures are those of the moment it is asked. */
export function useOdTrips() {
  return useMutation({ mutationFn: getOdTrips });
}
