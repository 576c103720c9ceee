/**
 * POST Account/deletePaymentCard.json: deletes a saved card; the schedules that still charge it
 * move to the replacement in the same transaction. The list is fetched again either way.
 */
import { CALLS, type ClientRequest, ACCOUNT_WALLET_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';
import { paymentCardsKey } from './get-payment-cards.ts';

export function deletePaymentCard(input: ClientRequest<'deletePaymentCard'>) {
  return callApi(CALLS.deletePaymentCard, ACCOUNT_WALLET_CONTRACT.deletePaymentCard, input);
}

export function useDeletePaymentCard() {
  const client = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: deletePaymentCard,
    onSettled: () => client.invalidateQueries({ queryKey: paymentCardsKey(user?.userId ?? '') }),
  });
}
