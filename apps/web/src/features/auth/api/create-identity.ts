/** POST account/createIdentity: links the external identity just verified to the signed-in account. */
import { CALLS, createIdentityResponse } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';

export async function createIdentity(authProviderToken: string) {
  return createIdentityResponse.parse(
    await apiClient.call<unknown>(CALLS.createIdentity, { authProviderToken }),
  ).identity;
}
