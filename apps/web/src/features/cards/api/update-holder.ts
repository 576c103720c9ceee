/** POST Media/updateHolder.json: the holder of a card, with the rules of cardHolderSchema. */
import { CALLS, CARDS_CONTRACT } from '@oceane/domain';
import type { CardHolder } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { callApi } from '../../../lib/call-api.ts';
import type { Card } from './card.ts';

export async function updateHolder(input: { mediaId: string | number; holder: CardHolder }): Promise<Card> {
  return (await callApi(CALLS.updateHolder, CARDS_CONTRACT.updateHolder, input)).card;
}

export function useUpdateHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHolder,
    onSuccess: (card) => invalidateAccountCards(queryClient, card),
  });
}
