/**
 * POST Account/sendVerificationEmail: mails the logged-in user a verification link. Made by the
 * account page and by the pages whose action wants a proven address (pairing, sign-in accounts:
 * decision 057), so it lives here rather than in one feature.
 */
import { CALLS, SESSIONS_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

export async function sendVerificationEmail(): Promise<void> {
  await callApi(CALLS.sendVerificationEmail, SESSIONS_CONTRACT.sendVerificationEmail, {});
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
