/** GET Staff/getStaffMembers.json: the staff accounts, for the supervisors' team page (decision 078). */
import { CALLS, STAFF_TEAM_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const staffMembersKey = ['staff', 'team'] as const;

export const staffMembersOptions = () =>
  queryOptions({
    queryKey: staffMembersKey,
    queryFn: () => callApi(CALLS.getStaffMembers, STAFF_TEAM_CONTRACT.getStaffMembers, {}),
    staleTime: 0,
  });

export function useStaffMembers() {
  return useQuery(staffMembersOptions());
}
