/** POST Identity/confirmPasswordReset: the mailed code and a new password. */
import { CALLS, IDENTITY_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type PasswordResetConfirmation = { email: string; code: string; password: string };

export async function confirmPasswordReset(input: PasswordResetConfirmation): Promise<void> {
  await callApi(CALLS.confirmPasswordReset, IDENTITY_CONTRACT.confirmPasswordReset, input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
