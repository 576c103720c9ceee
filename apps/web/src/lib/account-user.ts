/**
 * POST Account/getUser.json: the logged-in user's personal details, e-mail verification and role
 * (a staff member opens the back office pages). Read by the account page, the staff layout,
 * step 2 of the card order (the holder prefilled when ordering for oneself), and the pages whose
 * action wants a proven address (pairing, sign-in accounts), one query for all.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUser } from './session.ts';
import { accountUserQueryKey, requestUser, type AccountUser } from './account-user-request.ts';

export type { AccountUser };

/** The account, checked by the contract's answer of Account/getUser.json (a guest's e-mail and phone are null). */
export async function getUser(userId: string | number): Promise<AccountUser> {
  return requestUser(userId);
}

export const accountUserQueryOptions = (userId: string | number) =>
  queryOptions({ queryKey: accountUserQueryKey(userId), queryFn: () => getUser(userId) });

/**
 * `refetchOnWindowFocus`: read again each time the page comes back to the front, for a page that
 * waits on something done in another tab (the address confirmed from the mailed link, decision 057).
 */
export function useAccountUser(options: { refetchOnWindowFocus?: boolean } = {}) {
  const user = useUser();
  return useQuery({
    ...accountUserQueryOptions(user?.userId ?? ''),
    enabled: Boolean(user),
    ...(options.refetchOnWindowFocus ? { refetchOnWindowFocus: 'always' as const } : {}),
  });
}
