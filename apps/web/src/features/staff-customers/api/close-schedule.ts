/** POST Staff/closeSchedule.json: supervisors close a schedule with a reason; the page is read again (decision 077). */
import { CALLS, type ClientRequest, STAFF_INSTALMENT_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { customerKey } from './get-customer.ts';

export function useCloseSchedule(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ClientRequest<'closeSchedule'>, 'accountId'>) =>
      callApi(CALLS.closeSchedule, STAFF_INSTALMENT_CONTRACT.closeSchedule, { accountId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKey(accountId) }),
  });
}
