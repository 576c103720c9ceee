/** POST Staff/chargeInstalmentAgain.json: a FAILED instalment charged again on the saved card; the page is read again (decision 077). */
import { CALLS, type ClientRequest, STAFF_INSTALMENT_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { customerKey } from './get-customer.ts';

export function useChargeInstalmentAgain(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ClientRequest<'chargeInstalmentAgain'>, 'accountId'>) =>
      callApi(CALLS.chargeInstalmentAgain, STAFF_INSTALMENT_CONTRACT.chargeInstalmentAgain, {
        accountId,
        ...input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKey(accountId) }),
  });
}
