/** POST Media/updateHolder.json: the holder of a card, with the rules of cardHolderSchema. */
import { CALLS } from '@oceane/domain';
import type { CardHolder } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { cardAnswerSchema, type Card } from './card.ts';
import { useCardsRefresh } from './get-cards.ts';

export async function updateHolder(input: { mediaId: string | number; holder: CardHolder }): Promise<Card> {
  const answer = await apiClient.call<unknown>(CALLS.updateHolder, input);
  return cardAnswerSchema.parse(answer).card;
}

export function useUpdateHolder() {
  const refresh = useCardsRefresh();
  return useMutation({ mutationFn: updateHolder, onSuccess: (card) => refresh(card) });
}
