/** GET Staff/getDisruptions.json: the network's disruptions, newest first, and its lines (decision 053). */
import { CALLS, type CallResponse, DISRUPTION_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const DISRUPTIONS_KEY = ['staff', 'disruptions'] as const;

export async function getDisruptions(): Promise<CallResponse<'getDisruptions'>> {
  return callApi(CALLS.getDisruptions, DISRUPTION_CONTRACT.getDisruptions, {});
}

export const disruptionsQueryOptions = () =>
  queryOptions({ queryKey: DISRUPTIONS_KEY, queryFn: getDisruptions, staleTime: 0 });

export function useDisruptions() {
  return useQuery(disruptionsQueryOptions());
}
