/**
 * GET Account/getCards.json: the account's cards, bookmarked first. The list refreshes when the
 * window gets the focus back and, while a card waits for the validation that settles its sale,
 * every 15 seconds, so that the card shown changes without a page reload.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { useUser } from '../../../lib/session.ts';
import { cardSchema, sameCard, type Card } from './card.ts';
import { CARDS_KEY, cardsQueryKey, requestCards } from './cards-request.ts';

export const cardsAnswerSchema = z.object({ CARDS: z.array(cardSchema) });

export const PENDING_SALE_POLL_MS = 15_000;

export function parseCards(answer: unknown): Card[] {
  return cardsAnswerSchema.parse(answer).CARDS;
}

export async function getCards(): Promise<Card[]> {
  return parseCards(await requestCards());
}

/** Poll only while a sale waits for its validation on a bus or a boat (spec §4). */
export function cardsRefetchInterval(cards: Card[] | undefined): number | false {
  return cards?.some((card) => card.pendingSale) ? PENDING_SALE_POLL_MS : false;
}

export const cardsQueryOptions = (userId: string | number) =>
  queryOptions({
    queryKey: cardsQueryKey(userId),
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
