/**
 * POST Account/getUser.json, read by the contact step to fill in the holder when the passenger
 * orders for themself: their names, e-mail address and phone.
 */
import { CALLS } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { loadPublicConfig } from '../../../../lib/public-config.ts';
import { useUser } from '../../../../lib/session.ts';

const accountUserSchema = z.object({
  user: z
    .object({
      userId: z.union([z.number(), z.string()]),
      userName: z.string().default(''),
      userLastname: z.string().default(''),
      email: z.string().nullish(),
      phone: z.string().nullish(),
    })
    .loose(),
});
export type OrderAccountUser = z.infer<typeof accountUserSchema>['user'];

export async function getAccountUser(userId: string | number): Promise<OrderAccountUser> {
  const { networkId } = await loadPublicConfig();
  const answer = await apiClient.call<unknown>(CALLS.getUser, { userId, networkId });
  return accountUserSchema.parse(answer).user;
}

export function useAccountUser() {
  const user = useUser();
  return useQuery({
    // Not the account page's key: its cached answer is parsed by another schema.
    queryKey: ['cardOrder', 'user', String(user?.userId ?? '')],
    queryFn: () => getAccountUser(user!.userId),
    enabled: Boolean(user),
  });
}
