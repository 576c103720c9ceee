/**
 * GET Account/getCards.json, read here for the one card a reload is for (features never import
 * each other: the cards feature has its own reader). A card id not in the account is no card.
 */
import { CALLS, cardSchema, type CardView } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';
import { useUser } from '../../../lib/session.ts';

export type CheckoutCard = CardView;

async function getCards(): Promise<CheckoutCard[]> {
  const { networkId } = await loadPublicConfig();
  const answer = await apiClient.call<unknown>(
    CALLS.getCards,
    { network_id: networkId, methods: 'CARD' },
    { cacheTtlMs: 0 },
  );
  return z.object({ CARDS: z.array(cardSchema) }).parse(answer).CARDS;
}

/** The holder as a card shows them: first name then family name. */
export function cardHolderName(card: Pick<CheckoutCard, 'holder'>): string {
  return [card.holder.firstname, card.holder.name].filter(Boolean).join(' ');
}

export function useCheckoutCard(cardId: string | undefined) {
  const user = useUser();
  const cards = useQuery({
    queryKey: ['checkout', 'cards', String(user?.userId ?? '')],
    queryFn: getCards,
    enabled: Boolean(user),
  });
  const card =
    cardId === undefined ? undefined : cards.data?.find((item) => String(item.id) === String(cardId));
  return { ...cards, card };
}
