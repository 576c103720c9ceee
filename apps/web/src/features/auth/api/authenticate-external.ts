/** POST account/authenticate: a linked external identity's token against an ID token (decision 048). */
import { CALLS } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';
import { idTokenAnswerSchema } from './sign-in.ts';

export async function authenticateExternal(authProviderToken: string): Promise<string> {
  const { networkId } = await loadPublicConfig();
  const answer = await apiClient.call<unknown>(CALLS.authenticate, { networkId, authProviderToken });
  return idTokenAnswerSchema.parse(answer).idToken;
}
