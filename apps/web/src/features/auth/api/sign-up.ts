/** POST Identity/signUp: creates the identity and its first profile, answers an ID token. */
import { CALLS } from '@oceane/domain';
import type { SignUpRequest } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { idTokenAnswerSchema } from './sign-in.ts';

export async function signUp(request: SignUpRequest): Promise<string> {
  const answer = await apiClient.call<unknown>(CALLS.signUp, request);
  return idTokenAnswerSchema.parse(answer).idToken;
}
