/** POST Media/updateHolder.json: the holder of a card, with the rules of cardHolderSchema. */
import { CALLS } from '@oceane/domain';
import type { CardHolder } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { cardAnswerSchema, type Card } from './card.ts';

export async function updateHolder(input: { mediaId: string | number; holder: CardHolder }): Promise<Card> {
  const answer = await apiClient.call<unknown>(CALLS.updateHolder, input);
  return cardAnswerSchema.parse(answer).card;
}

export function useUpdateHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHolder,
    onSuccess: (card) => invalidateAccountCards(queryClient, card),
  });
}
