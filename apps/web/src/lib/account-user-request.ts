/**
 * POST Account/getUser.json, sent before its answer's schema has loaded: what /account's
 * clientLoader starts while the page's code, and zod with it, is still loading
 * (docs/decisions/037-web-logged-in-pages.md); the answer is checked by the contract once it has
 * (lazy-contract.ts). account-user.ts holds the query.
 */
import { CALLS, type CallResponse } from '@oceane/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callContract } from './call-contract.ts';
import { identityContract } from './lazy-contract.ts';
import { loadPublicConfig } from './public-config.ts';
import { sessionStore } from './session.ts';

/** The account as Account/getUser.json and Account/update.json answer it. */
export type AccountUser = CallResponse<'getUser'>['user'];

export const accountUserQueryKey = (userId: string | number) => ['account', 'user', String(userId)] as const;

export async function requestUser(userId: string | number): Promise<AccountUser> {
  const { networkId } = await loadPublicConfig();
  const contract = identityContract().then((areas) => areas.getUser);
  return (await callContract(CALLS.getUser, contract, { userId, networkId })).user;
}

/** Starts the query from the route's clientLoader, not awaited: the page shows its skeleton. */
export function prefetchAccountUser(queryClient: QueryClient): void {
  const user = sessionStore.getState().user;
  if (!user) return;
  void queryClient.prefetchQuery({
    queryKey: accountUserQueryKey(user.userId),
    queryFn: () => requestUser(user.userId),
  });
}
