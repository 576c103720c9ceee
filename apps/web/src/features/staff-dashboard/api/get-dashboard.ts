/** GET Staff/getDashboard.json: the back office's home figures (decision 077). */
import { CALLS, STAFF_DASHBOARD_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const dashboardOptions = () =>
  queryOptions({
    queryKey: ['staff', 'dashboard'],
    queryFn: () => callApi(CALLS.getDashboard, STAFF_DASHBOARD_CONTRACT.getDashboard, {}),
    // Figures of the day: read again each minute while the home is open.
    refetchInterval: 60_000,
  });

export function useDashboard() {
  return useQuery(dashboardOptions());
}
