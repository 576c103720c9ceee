/**
 * POST Account/getUser.json: the logged-in user's personal details, e-mail verification and role
 * (a staff member opens the back office pages). Read by the account page, the staff layout,
 * step 2 of the card order (the holder prefilled when ordering for oneself), and the pages whose
 * action wants a proven address (pairing, sign-in accounts), one query for all.
 */
import { USER_ROLES } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useUser } from './session.ts';
import { accountUserQueryKey, requestUser } from './account-user-request.ts';

/**
 * Read more leniently than the contract's answer (accountUserResponseSchema): the portal keeps working
 * with a backend without roles, or with a role it does not know (no staff page opens), so this reader
 * is the portal's own (src/lib/call-api.test.ts TOLERANT_READERS).
 */
export const accountUserSchema = z.object({
  user: z
    .object({
      userId: z.union([z.number(), z.string()]),
      userName: z.string().default(''),
      userLastname: z.string().default(''),
      // A guest (spec §6 authAsGuest) has neither: the api answers null.
      email: z.string().nullish(),
      phone: z.string().nullish(),
      emailVerified: z.boolean().optional(),
      guest: z.boolean().optional(),
      // A backend without roles, or a role this portal does not know, opens no staff page.
      role: z.enum(USER_ROLES).catch('passenger'),
    })
    .loose(),
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
