/** POST Staff/resendInvoice.json: the invoice mailed again with its PDF; the page is read again (decision 077). */
import { CALLS, type ClientRequest, STAFF_INSTALMENT_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { customerKey } from './get-customer.ts';

export function useResendInvoice(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ClientRequest<'resendInvoice'>, 'accountId'>) =>
      callApi(CALLS.resendInvoice, STAFF_INSTALMENT_CONTRACT.resendInvoice, { accountId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKey(accountId) }),
  });
}
