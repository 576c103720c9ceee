/** POST Account/resetPassword: mails a reset link, and says so whether or not the account exists. */
import { CALLS, IDENTITY_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { resolveNetworkId } from './get-networks.ts';

export async function requestPasswordReset(email: string): Promise<void> {
  await callApi(CALLS.resetPassword, IDENTITY_CONTRACT.resetPassword, {
    email,
    networkId: await resolveNetworkId(),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
