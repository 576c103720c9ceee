/**
 * The one card a reload is for, read from the account's cards (lib/account-cards.ts, one query
 * with My cards). A card id not in the account is no card.
 */
import { holderName, useAccountCard, type AccountCard } from '../../../lib/account-cards.ts';

export type CheckoutCard = AccountCard;

/** The holder as a card shows them: first name then family name. */
export const cardHolderName = holderName;

export function useCheckoutCard(cardId: string | undefined) {
  return useAccountCard(cardId);
}
