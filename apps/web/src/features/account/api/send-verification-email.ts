/** POST Account/sendVerificationEmail: mails the logged-in user a verification link. */
import { CALLS } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function sendVerificationEmail(): Promise<void> {
  await apiClient.call(CALLS.sendVerificationEmail, {});
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
