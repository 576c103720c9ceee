/** POST Staff/resendMail.json: a mail sent to the customer again; the page is read again (decision 073). */
import { CALLS, type ClientRequest, STAFF_CUSTOMER_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { customerKey } from './get-customer.ts';

export function useResendMail(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ClientRequest<'resendMail'>, 'accountId'>) =>
      callApi(CALLS.resendMail, STAFF_CUSTOMER_CONTRACT.resendMail, { accountId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKey(accountId) }),
  });
}
