/** POST Identity/signUp: creates the identity and its first profile, answers an ID token. */
import { CALLS, IDENTITY_CONTRACT, type SignUpRequest } from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';

export async function signUp(request: SignUpRequest): Promise<string> {
  return (await callApi(CALLS.signUp, IDENTITY_CONTRACT.signUp, request)).idToken;
}
