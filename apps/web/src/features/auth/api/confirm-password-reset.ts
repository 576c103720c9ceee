/** POST Identity/confirmPasswordReset: the mailed code and a new password. */
import { CALLS } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type PasswordResetConfirmation = { email: string; code: string; password: string };

export async function confirmPasswordReset(input: PasswordResetConfirmation): Promise<void> {
  await apiClient.call(CALLS.confirmPasswordReset, input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
