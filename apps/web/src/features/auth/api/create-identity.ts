/** POST account/createIdentity: links the external identity just verified to the signed-in account. */
import { CALLS, EXTERNAL_IDENTITIES_CONTRACT } from '@oceane/domain';
import { callContract } from '../../../lib/call-contract.ts';

export async function createIdentity(authProviderToken: string) {
  const answer = await callContract(CALLS.createIdentity, EXTERNAL_IDENTITIES_CONTRACT.createIdentity, {
    authProviderToken,
  });
  return answer.identity;
}
