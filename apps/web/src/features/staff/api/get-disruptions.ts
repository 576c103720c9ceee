/** GET Staff/getDisruptions.json: the network's disruptions, newest first, and its lines (decision 053). */
import { CALLS, disruptionsResponse, type Disruption, type TransitLine } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const DISRUPTIONS_KEY = ['staff', 'disruptions'] as const;

export async function getDisruptions(): Promise<{ disruptions: Disruption[]; lines: TransitLine[] }> {
  return disruptionsResponse.parse(await apiClient.call<unknown>(CALLS.getDisruptions, {}));
}

export const disruptionsQueryOptions = () =>
  queryOptions({ queryKey: DISRUPTIONS_KEY, queryFn: getDisruptions, staleTime: 0 });

export function useDisruptions() {
  return useQuery(disruptionsQueryOptions());
}
