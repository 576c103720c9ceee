/** POST Staff/blockCard.json: a card lost at the counter blocked; the page is read again (decision 073). */
import { CALLS, type ClientRequest, STAFF_CUSTOMER_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { customerKey } from './get-customer.ts';

export function useBlockCard(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ClientRequest<'blockCard'>, 'accountId'>) =>
      callApi(CALLS.blockCard, STAFF_CUSTOMER_CONTRACT.blockCard, { accountId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKey(accountId) }),
  });
}
