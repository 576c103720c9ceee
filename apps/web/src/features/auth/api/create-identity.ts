/** POST account/createIdentity: links the external identity just verified to the signed-in account. */
import { CALLS, EXTERNAL_IDENTITIES_CONTRACT } from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';

export async function createIdentity(authProviderToken: string) {
  const answer = await callApi(CALLS.createIdentity, EXTERNAL_IDENTITIES_CONTRACT.createIdentity, {
    authProviderToken,
  });
  return answer.identity;
}
