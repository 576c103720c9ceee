/**
 * The cards of the bike reservations' card choice: each card's id, number and holder, read from
 * the account's cards (lib/account-cards.ts, one query with My cards and the cart).
 */
import { useAccountCards, type AccountCard } from '../../../lib/account-cards.ts';

export type BikeCard = Pick<AccountCard, 'id' | 'number' | 'holder'>;

export function useBikeCards() {
  return useAccountCards();
}
