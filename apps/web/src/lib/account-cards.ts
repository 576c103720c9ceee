/**
 * GET Account/getCards.json: the account's cards, bookmarked first, one query for every feature
 * that shows them (My cards and its pages, the notifications, the reload in the cart, the bike
 * reservations). Each change of a card, wherever it is made, ends with `invalidateAccountCards`.
 */
import { getCardsContract, type CardView } from '@oceane/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useUser } from './session.ts';
import { ACCOUNT_CARDS_KEY, accountCardsQueryKey, requestCards } from './account-cards-request.ts';

export type AccountCard = CardView;

export const PENDING_SALE_POLL_MS = 15_000;

/** The answer of account-cards-request.ts's call, checked by the contract's response. */
export function parseCards(answer: unknown): AccountCard[] {
  return getCardsContract.response.parse(answer).CARDS;
}

export async function getCards(): Promise<AccountCard[]> {
  return parseCards(await requestCards());
}

/** Poll only while a sale waits for its validation on a bus or a boat (spec §4). */
export function cardsRefetchInterval(cards: AccountCard[] | undefined): number | false {
  return cards?.some((card) => card.pendingSale) ? PENDING_SALE_POLL_MS : false;
}

export const accountCardsQueryOptions = (userId: string | number) =>
  queryOptions({ queryKey: accountCardsQueryKey(userId), queryFn: getCards });

/**
 * `live`: the page shows each card's state (My cards, a card's page), so the list is read again
 * when the window gets the focus back and, while a card waits for the validation that settles its
 * sale, every 15 seconds: the card shown changes without a page reload.
 */
export function useAccountCards(options: { live?: boolean } = {}) {
  const user = useUser();
  return useQuery({
    ...accountCardsQueryOptions(user?.userId ?? ''),
    enabled: Boolean(user),
    ...(options.live
      ? {
          refetchOnWindowFocus: true,
          refetchInterval: (query: { state: { data: AccountCard[] | undefined } }) =>
            cardsRefetchInterval(query.state.data),
        }
      : {}),
  });
}

export const sameCard = (card: Pick<AccountCard, 'id'>, cardId: string | number) =>
  String(card.id) === String(cardId);

/** One card of the account, by its id (the passengerId of the routes); a card id not in the account is no card. */
export function useAccountCard(cardId: string | undefined, options: { live?: boolean } = {}) {
  const cards = useAccountCards(options);
  const card = cardId === undefined ? undefined : cards.data?.find((item) => sameCard(item, cardId));
  return { ...cards, card };
}

/** The holder as a card shows them: first name then family name. */
export function holderName(card: Pick<AccountCard, 'holder'>): string {
  return [card.holder.firstname, card.holder.name].filter(Boolean).join(' ');
}

/**
 * After a call that changed the account's cards (association, holder, alerts, photo, bookmark,
 * removal, a subscription stopped or moved, a paid order): the changed card's new state in the list
 * at once when the call answered it, then a fresh list for every page that shows one.
 */
export async function invalidateAccountCards(queryClient: QueryClient, changed?: AccountCard): Promise<void> {
  if (changed) {
    queryClient.setQueriesData<AccountCard[]>({ queryKey: ACCOUNT_CARDS_KEY }, (cards) =>
      cards?.map((card) => (sameCard(card, changed.id) ? changed : card)),
    );
  }
  await queryClient.invalidateQueries({ queryKey: ACCOUNT_CARDS_KEY });
}
