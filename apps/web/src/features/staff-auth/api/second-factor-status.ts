/** GET Staff/secondFactorStatus.json: enrolled or not, given on this session or not, and the role (decision 070). */
import { CALLS, STAFF_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const SECOND_FACTOR_KEY = ['staff', 'second-factor'] as const;

export const secondFactorStatusOptions = () =>
  queryOptions({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: () => callApi(CALLS.staffSecondFactorStatus, STAFF_CONTRACT.staffSecondFactorStatus, {}),
    staleTime: 0,
  });

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusOptions());
}
