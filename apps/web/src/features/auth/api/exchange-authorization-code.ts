/**
 * POST authentication/exchangeAuthorizationCode: the provider's answer (code, state, iss) sent back
 * to the api, which spends the state, exchanges the code and checks the ID token (decision 048).
 */
import { CALLS, EXTERNAL_SIGN_IN_CONTRACT } from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';

export type ProviderAnswer = { code: string; state: string; iss?: string };

export async function exchangeAuthorizationCode(answer: ProviderAnswer) {
  return callApi(
    CALLS.exchangeAuthorizationCode,
    EXTERNAL_SIGN_IN_CONTRACT.exchangeAuthorizationCode,
    answer,
  );
}
