/** POST Staff/createStaffMember.json: a staff account, its drawn password answered once (decision 078). */
import { CALLS, type ClientRequest, STAFF_TEAM_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { staffMembersKey } from './get-staff-members.ts';

export function useCreateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientRequest<'createStaffMember'>) =>
      callApi(CALLS.createStaffMember, STAFF_TEAM_CONTRACT.createStaffMember, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMembersKey }),
  });
}
