/**
 * POST Account/deletePaymentCard.json: deletes a saved card; the schedules that still charge it
 * move to the replacement in the same transaction. The list is fetched again either way.
 */
import { CALLS, deletePaymentCardResponse } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';
import { paymentCardsKey } from './get-payment-cards.ts';

export async function deletePaymentCard(input: { paymentCardId: number; replacementCardId?: number }) {
  const answer = await apiClient.call<unknown>(CALLS.deletePaymentCard, input);
  return deletePaymentCardResponse.parse(answer);
}

export function useDeletePaymentCard() {
  const client = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: deletePaymentCard,
    onSettled: () => client.invalidateQueries({ queryKey: paymentCardsKey(user?.userId ?? '') }),
  });
}
