/**
 * POST Account/getUser.json as sent, before its answer is checked: what /account's clientLoader
 * starts while the page's code, and zod with it, is still loading
 * (docs/decisions/037-web-logged-in-pages.md). account-user.ts checks the answer and holds the query.
 */
import { CALLS } from '@oceane/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sendCall } from './call-request.ts';
import { loadPublicConfig } from './public-config.ts';
import { sessionStore } from './session.ts';

export const accountUserQueryKey = (userId: string | number) => ['account', 'user', String(userId)] as const;

export async function requestUser(userId: string | number): Promise<unknown> {
  const { networkId } = await loadPublicConfig();
  return sendCall(CALLS.getUser, { userId, networkId });
}

/** Starts the query from the route's clientLoader, not awaited: the page shows its skeleton. */
export function prefetchAccountUser(queryClient: QueryClient): void {
  const user = sessionStore.getState().user;
  if (!user) return;
  void queryClient.prefetchQuery({
    queryKey: accountUserQueryKey(user.userId),
    queryFn: async () => {
      const [answer, { parseUser }] = await Promise.all([
        requestUser(user.userId),
        import('./account-user.ts'),
      ]);
      return parseUser(answer);
    },
  });
}
