/** POST Staff/changeStaffRole.json: a staff member made agent or supervisor (decision 078). */
import { CALLS, type ClientRequest, STAFF_TEAM_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { staffMembersKey } from './get-staff-members.ts';

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientRequest<'changeStaffRole'>) =>
      callApi(CALLS.changeStaffRole, STAFF_TEAM_CONTRACT.changeStaffRole, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMembersKey }),
  });
}
