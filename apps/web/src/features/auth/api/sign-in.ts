/** POST Identity/signIn: email and password against an ID token (docs/api-contract.md). */
import { CALLS, IDENTITY_CONTRACT, type SignInRequest } from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';

export async function signIn(credentials: SignInRequest): Promise<string> {
  return (await callApi(CALLS.signIn, IDENTITY_CONTRACT.signIn, credentials)).idToken;
}
