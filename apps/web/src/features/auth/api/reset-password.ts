/** POST Account/resetPassword: mails a reset link, and says so whether or not the account exists. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { resolveNetworkId } from './get-networks.ts';

export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post(
    'Account/resetPassword',
    { email, networkId: await resolveNetworkId() },
    { auth: false },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
