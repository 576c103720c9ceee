/**
 * GET Account/getCards.json as sent, before its answer is checked (`sendCall`, typed by the
 * contract without loading it): the only place the portal asks for the account's cards. What /cards's clientLoader starts while the page's code, and zod with
 * it, is still loading (docs/decisions/037-web-logged-in-pages.md); account-cards.ts checks the
 * answer and holds the query, its invalidation and its hooks. Nothing here imports zod.
 */
import { CALLS } from '@oceane/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sendCall } from './call-request.ts';
import { loadPublicConfig } from './public-config.ts';
import { sessionStore } from './session.ts';

/** Every account's cards, whatever the user: what a change of a card invalidates. */
export const ACCOUNT_CARDS_KEY = ['account', 'cards'] as const;

export const accountCardsQueryKey = (userId: string | number) =>
  [...ACCOUNT_CARDS_KEY, String(userId)] as const;

export async function requestCards(): Promise<unknown> {
  const { networkId } = await loadPublicConfig();
  // TanStack Query caches the list; the client's HTTP cache would hide a settled sale.
  return sendCall(CALLS.getCards, { network_id: networkId, methods: 'CARD' }, { cacheTtlMs: 0 });
}

/**
 * Starts the list's query from a route's clientLoader: the request and the download of the code
 * that checks its answer run side by side. Not awaited, so the page shows its skeleton meanwhile;
 * a list still fresh in the cache is not asked for again.
 */
export function prefetchAccountCards(queryClient: QueryClient): void {
  const user = sessionStore.getState().user;
  if (!user) return;
  void queryClient.prefetchQuery({
    queryKey: accountCardsQueryKey(user.userId),
    queryFn: async () => {
      const [answer, { parseCards }] = await Promise.all([requestCards(), import('./account-cards.ts')]);
      return parseCards(answer);
    },
  });
}
