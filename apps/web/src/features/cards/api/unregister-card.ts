/** POST Account/unregisterCard.json: the card leaves the account (it can be associated again). */
import { CALLS, CARDS_LIST_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { callApi } from '../../../lib/call-api.ts';

export async function unregisterCard(cardId: string | number): Promise<void> {
  await callApi(CALLS.unregisterCard, CARDS_LIST_CONTRACT.unregisterCard, { cardId });
}

export function useUnregisterCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unregisterCard, onSuccess: () => invalidateAccountCards(queryClient) });
}
