/** POST account/authenticate: a linked external identity's token against an ID token (decision 048). */
import { CALLS, EXTERNAL_SIGN_IN_CONTRACT } from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';

export async function authenticateExternal(authProviderToken: string): Promise<string> {
  const { networkId } = await loadPublicConfig();
  const answer = await callApi(CALLS.authenticate, EXTERNAL_SIGN_IN_CONTRACT.authenticate, {
    // Without one configured, sent without it: the api refuses it (VALIDATION_ERROR), as it always did.
    networkId: networkId as string | number,
    authProviderToken,
  });
  return answer.idToken;
}
