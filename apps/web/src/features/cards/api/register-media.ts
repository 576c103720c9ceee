/**
 * POST Account/registerMedia.json: associates a card by its number and its holder's family name
 * (spec §2 popup). Failures: CARD_NOT_RECOGNIZED, CARD_ALREADY_YOURS, CARD_OF_ANOTHER_ACCOUNT
 * and RATE_LIMITED after repeated attempts.
 */
import type { CardAssociation } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { cardAnswerSchema, type Card } from './card.ts';
import { useCardsRefresh } from './get-cards.ts';

export async function registerMedia({ cardNumber, holderName }: CardAssociation): Promise<Card> {
  const answer = await apiClient.post<unknown>('Account/registerMedia.json', {
    mediaNumber: cardNumber,
    holderName,
    acceptTerms: true,
  });
  return cardAnswerSchema.parse(answer).card;
}

export function useRegisterMedia() {
  const refresh = useCardsRefresh();
  return useMutation({ mutationFn: registerMedia, onSuccess: () => refresh() });
}
