/** POST Staff/markInstalmentPaid.json: a FAILED instalment paid at the counter with its means; the page is read again (decision 077). */
import { CALLS, type ClientRequest, STAFF_INSTALMENT_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { customerKey } from './get-customer.ts';

export function useMarkInstalmentPaid(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ClientRequest<'markInstalmentPaid'>, 'accountId'>) =>
      callApi(CALLS.markInstalmentPaid, STAFF_INSTALMENT_CONTRACT.markInstalmentPaid, {
        accountId,
        ...input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKey(accountId) }),
  });
}
