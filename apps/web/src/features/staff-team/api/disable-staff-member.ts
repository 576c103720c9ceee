/** POST Staff/disableStaffMember.json: a staff account disabled, its sessions ended (decision 078). */
import { CALLS, type ClientRequest, STAFF_TEAM_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { staffMembersKey } from './get-staff-members.ts';

export function useDisableStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientRequest<'disableStaffMember'>) =>
      callApi(CALLS.disableStaffMember, STAFF_TEAM_CONTRACT.disableStaffMember, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMembersKey }),
  });
}
