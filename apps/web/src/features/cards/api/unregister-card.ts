/** POST Account/unregisterCard.json: the card leaves the account (it can be associated again). */
import { CALLS } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useCardsRefresh } from './get-cards.ts';

export async function unregisterCard(cardId: string | number): Promise<void> {
  await apiClient.call(CALLS.unregisterCard, { cardId });
}

export function useUnregisterCard() {
  const refresh = useCardsRefresh();
  return useMutation({ mutationFn: unregisterCard, onSuccess: () => refresh() });
}
