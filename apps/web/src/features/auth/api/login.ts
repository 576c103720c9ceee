/**
 * POST Account/login.json: an ID token opens a session on the network. The answer is a user, or
 * profiles to choose from (a ProfilesError), or neither ('The response did not contain the user').
 */
import { CALLS } from '@oceane/domain';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { NoUserError, ProfilesError, type LoginProfile } from '../../../lib/api-errors.ts';
import type { User } from '../../../lib/session.ts';
import { resolveNetworkId } from './get-networks.ts';

const idSchema = z.union([z.number(), z.string()]);

export const loginAnswerSchema = z.object({
  user: z
    .object({
      userToken: z.string().min(1),
      userId: idSchema,
      userName: z.string().default(''),
      userLastname: z.string().default(''),
    })
    .optional(),
  profiles: z
    .array(
      z.object({ userId: idSchema, userName: z.string().optional(), userLastname: z.string().optional() }),
    )
    .optional(),
});

export type AccountLoginInput = {
  idToken?: string;
  /** The profile chosen among several. */
  userId?: string | number;
  /** Spec §6: a guest session, without an ID token. */
  authAsGuest?: boolean;
};

/** Who is asking: a browser on the e-shop (spec §3 origin type ESHOP). */
function clientFields() {
  return {
    device: 'web',
    provider: 'password',
    client: 'web-portal',
    originAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 500),
    originType: 'ESHOP',
  };
}

export async function accountLogin({ idToken, userId, authAsGuest }: AccountLoginInput): Promise<User> {
  const answer = loginAnswerSchema.parse(
    await apiClient.call<unknown>(CALLS.login, {
      firebase_token: idToken,
      network_id: await resolveNetworkId(),
      user_id: userId,
      authAsGuest,
      ...clientFields(),
    }),
  );
  if (answer.user) return answer.user;
  if (answer.profiles && answer.profiles.length > 0)
    throw new ProfilesError(answer.profiles as LoginProfile[]);
  throw new NoUserError();
}
