/**
 * GET Account/getCards.json: the account's cards, bookmarked first. The list refreshes when the
 * window gets the focus back and, while a card waits for the validation that settles its sale,
 * every 15 seconds, so that the card shown changes without a page reload.
 */
import { CALLS } from '@oceane/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';
import { useUser } from '../../../lib/session.ts';
import { cardSchema, sameCard, type Card } from './card.ts';

export const cardsAnswerSchema = z.object({ CARDS: z.array(cardSchema) });

export const PENDING_SALE_POLL_MS = 15_000;

export async function getCards(): Promise<Card[]> {
  const { networkId } = await loadPublicConfig();
  // TanStack Query caches the list; the client's HTTP cache would hide a settled sale.
  const answer = await apiClient.call<unknown>(
    CALLS.getCards,
    { network_id: networkId, methods: 'CARD' },
    { cacheTtlMs: 0 },
  );
  return cardsAnswerSchema.parse(answer).CARDS;
}

/** Poll only while a sale waits for its validation on a bus or a boat (spec §4). */
export function cardsRefetchInterval(cards: Card[] | undefined): number | false {
  return cards?.some((card) => card.pendingSale) ? PENDING_SALE_POLL_MS : false;
}

export const CARDS_KEY = ['cards'] as const;

export const cardsQueryOptions = (userId: string | number) =>
  queryOptions({
    queryKey: [...CARDS_KEY, String(userId)],
    queryFn: getCards,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => cardsRefetchInterval(query.state.data),
  });

export function useCards() {
  const user = useUser();
  return useQuery({ ...cardsQueryOptions(user?.userId ?? ''), enabled: Boolean(user) });
}

/** One card of the account, by its id (the passengerId of the routes). */
export function useCard(cardId: string | undefined) {
  const cards = useCards();
  const card = cardId === undefined ? undefined : cards.data?.find((item) => sameCard(item, cardId));
  return { ...cards, card };
}

/** After a call that changed a card: its new state in the list at once, then a fresh list. */
export function useCardsRefresh() {
  const queryClient = useQueryClient();
  const user = useUser();
  return useCallback(
    async (changed?: Card) => {
      if (changed && user) {
        queryClient.setQueryData<Card[]>(cardsQueryOptions(user.userId).queryKey, (cards) =>
          cards?.map((card) => (sameCard(card, changed.id) ? changed : card)),
        );
      }
      await queryClient.invalidateQueries({ queryKey: CARDS_KEY });
    },
    [queryClient, user],
  );
}
