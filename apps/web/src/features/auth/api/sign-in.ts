/** POST Identity/signIn: email and password against an ID token (docs/api-contract.md). */
import { CALLS, IDENTITY_CONTRACT, type SignInRequest } from '@oceane/domain';
import { callContract } from '../../../lib/call-contract.ts';

export async function signIn(credentials: SignInRequest): Promise<string> {
  return (await callContract(CALLS.signIn, IDENTITY_CONTRACT.signIn, credentials)).idToken;
}
