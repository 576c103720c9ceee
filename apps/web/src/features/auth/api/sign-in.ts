/** POST Identity/signIn: email and password against an ID token (docs/api-contract.md). */
import { CALLS } from '@oceane/domain';
import type { SignInRequest } from '@oceane/domain';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export const idTokenAnswerSchema = z.object({ idToken: z.string().min(1) });

export async function signIn(credentials: SignInRequest): Promise<string> {
  const answer = await apiClient.call<unknown>(CALLS.signIn, credentials);
  return idTokenAnswerSchema.parse(answer).idToken;
}
