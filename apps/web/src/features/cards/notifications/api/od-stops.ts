/** GET Transit/getODStops: the network's stops served by a bus or a boat, by mode (docs/decisions/045). */
import { CALLS, type TransitMode, type TransitStop, TRANSIT_CONTRACT } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/call-api.ts';

export type { TransitStop };

export async function getOdStops(search: { name?: string; mode?: TransitMode }): Promise<TransitStop[]> {
  const answer = await callApi(CALLS.getODStops, TRANSIT_CONTRACT.getODStops, {
    ...(search.name ? { name: search.name } : {}),
    ...(search.mode ? { mode: search.mode } : {}),
  });
  return answer.stops;
}

/** The stops a mode serves (every stop without one): network data, the same for every card. */
export function useOdStops(mode: TransitMode | undefined) {
  return useQuery({
    queryKey: ['transit', 'stops', mode ?? 'ALL'],
    queryFn: () => getOdStops({ mode }),
    staleTime: 5 * 60_000,
  });
}
