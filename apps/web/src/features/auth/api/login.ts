/**
 * POST Account/login.json: an ID token opens a session on the network. The answer is a user, or
 * profiles to choose from (a ProfilesError), or neither ('The response did not contain the user').
 */
import { CALLS, IDENTITY_CONTRACT } from '@oceane/domain';
import { ZodError } from 'zod';
import { NoUserError, ProfilesError } from '../../../lib/api-errors.ts';
import { callApi } from '../../../lib/call-api.ts';
import type { User } from '../../../lib/session.ts';
import { resolveNetworkId } from './get-networks.ts';

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
  const answer = await callApi(CALLS.login, IDENTITY_CONTRACT.login, {
    firebase_token: idToken,
    network_id: await resolveNetworkId(),
    user_id: userId,
    authAsGuest,
    ...clientFields(),
  }).catch((error: unknown) => {
    // An answer that is neither a user nor profiles (spec §4's message for it).
    if (error instanceof ZodError) throw new NoUserError();
    throw error;
  });
  if ('user' in answer) return answer.user;
  if (answer.profiles.length > 0) throw new ProfilesError(answer.profiles);
  throw new NoUserError();
}
