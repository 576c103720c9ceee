/**
 * POST Account/registerMedia.json: associates a card by its number, its holder's family name and
 * birth date (spec §2 popup; docs/decisions/011-api-card-ownership-and-association.md). Failures: CARD_NOT_RECOGNIZED, CARD_ALREADY_YOURS, CARD_OF_ANOTHER_ACCOUNT
 * and RATE_LIMITED after repeated attempts.
 */
import { CALLS, CARDS_CONTRACT } from '@oceane/domain';
import type { CardAssociation } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { callApi } from '../../../lib/call-api.ts';
import type { Card } from './card.ts';

export async function registerMedia({
  cardNumber,
  holderName,
  holderBirthdate,
}: CardAssociation): Promise<Card> {
  const answer = await callApi(CALLS.registerMedia, CARDS_CONTRACT.registerMedia, {
    mediaNumber: cardNumber,
    holderName,
    holderBirthdate,
    acceptTerms: true,
  });
  return answer.card;
}

export function useRegisterMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerMedia, onSuccess: () => invalidateAccountCards(queryClient) });
}
