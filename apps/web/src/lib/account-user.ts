/**
 * POST Account/getUser.json: the logged-in user's personal details, e-mail verification and role
 * (a staff member opens the back office pages). Read by the account page, the staff layout,
 * step 2 of the card order (the holder prefilled when ordering for oneself), and the pages whose
 * action wants a proven address (pairing, sign-in accounts), one query for all.
 */
import { SESSIONS_CONTRACT, USER_ROLES } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useUser } from './session.ts';
import { accountUserQueryKey, requestUser } from './account-user-request.ts';

/**
 * The contract's answer (Account/getUser.json, Account/update.json), with one rule of the portal's
 * own: a role it does not know, or none, reads as a passenger's, so that no staff page opens on it
 * (routes/staff-layout.test.tsx) where a strict reading would show an error instead.
 */
const { response: contractAnswer } = SESSIONS_CONTRACT.getUser;
export const accountUserSchema = contractAnswer.extend({
  user: contractAnswer.shape.user.extend({ role: z.enum(USER_ROLES).catch('passenger') }),
});
export type AccountUser = z.infer<typeof accountUserSchema>['user'];

export function parseUser(answer: unknown): AccountUser {
  return accountUserSchema.parse(answer).user;
}

export async function getUser(userId: string | number): Promise<AccountUser> {
  return parseUser(await requestUser(userId));
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
