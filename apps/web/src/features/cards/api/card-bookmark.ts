/** PUT account/setCardBookmark and account/removeCardBookmark: a favourite card is listed first. */
import { CALLS, CARDS_LIST_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';
import type { Card } from './card.ts';

export async function setCardBookmark(input: {
  cardId: string | number;
  userId: string | number | undefined;
  bookmarked: boolean;
}): Promise<Card> {
  const params = { cardId: input.cardId, userId: input.userId };
  const answer = input.bookmarked
    ? await callApi(CALLS.setCardBookmark, CARDS_LIST_CONTRACT.setCardBookmark, params)
    : await callApi(CALLS.removeCardBookmark, CARDS_LIST_CONTRACT.removeCardBookmark, params);
  return answer.card;
}

export function useCardBookmark() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { cardId: string | number; bookmarked: boolean }) =>
      setCardBookmark({ ...input, userId: user?.userId }),
    onSuccess: (card) => invalidateAccountCards(queryClient, card),
  });
}
