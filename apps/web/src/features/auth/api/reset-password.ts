/** POST Account/resetPassword: mails a reset link, and says so whether or not the account exists. */
import { CALLS } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { resolveNetworkId } from './get-networks.ts';

export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.call(CALLS.resetPassword, { email, networkId: await resolveNetworkId() });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
