/**
 * GET Account/getCards.json as sent, before its answer is checked: what /cards's clientLoader starts
 * while the page's code, and zod with it, is still loading (docs/decisions/037-web-logged-in-pages.md).
 * get-cards.ts checks the answer and holds the query and its hooks; nothing here imports zod.
 */
import { CALLS } from '@oceane/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';
import { sessionStore } from '../../../lib/session.ts';

export const CARDS_KEY = ['cards'] as const;

export const cardsQueryKey = (userId: string | number) => [...CARDS_KEY, String(userId)] as const;

export async function requestCards(): Promise<unknown> {
  const { networkId } = await loadPublicConfig();
  // TanStack Query caches the list; the client's HTTP cache would hide a settled sale.
  return apiClient.call<unknown>(
    CALLS.getCards,
    { network_id: networkId, methods: 'CARD' },
    { cacheTtlMs: 0 },
  );
}

/**
 * Starts the list's query from the route's clientLoader: the request and the download of the code
 * that checks its answer run side by side. Not awaited, so the page shows its skeleton meanwhile;
 * a list still fresh in the cache is not asked for again.
 */
export function prefetchCards(queryClient: QueryClient): void {
  const user = sessionStore.getState().user;
  if (!user) return;
  void queryClient.prefetchQuery({
    queryKey: cardsQueryKey(user.userId),
    queryFn: async () => {
      const [answer, { parseCards }] = await Promise.all([requestCards(), import('./get-cards.ts')]);
      return parseCards(answer);
    },
  });
}
