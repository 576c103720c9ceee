/**
 * POST authentication/exchangeAuthorizationCode: the provider's answer (code, state, iss) sent back
 * to the api, which spends the state, exchanges the code and checks the ID token (decision 048).
 */
import { CALLS, exchangeAuthorizationCodeResponse } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';

export type ProviderAnswer = { code: string; state: string; iss?: string };

export async function exchangeAuthorizationCode(answer: ProviderAnswer) {
  return exchangeAuthorizationCodeResponse.parse(
    await apiClient.call<unknown>(CALLS.exchangeAuthorizationCode, answer),
  );
}
