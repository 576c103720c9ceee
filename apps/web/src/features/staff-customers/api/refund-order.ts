/** POST Staff/refundOrder.json: an order refunded in full or in part, its credit note issued (decision 075). */
import { CALLS, type ClientRequest, STAFF_REFUND_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { customerKey } from './get-customer.ts';
import { refundsKey } from './get-refunds.ts';

export function useRefundOrder(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ClientRequest<'refundOrder'>, 'accountId'>) =>
      callApi(CALLS.refundOrder, STAFF_REFUND_CONTRACT.refundOrder, { accountId, ...input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsKey(accountId) }),
        queryClient.invalidateQueries({ queryKey: customerKey(accountId) }),
      ]),
  });
}
