/**
 * PUT Account/verify: the code of the mailed verification link, for the logged-in user: it proves
 * the current address, or moves the login to the new one it was mailed to.
 */
import { CALLS, SESSIONS_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export async function verifyEmail(code: string): Promise<void> {
  await callApi(CALLS.verify, SESSIONS_CONTRACT.verify, { code });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The account now reads verified, or under its new login address (an e-mail change, decision 044).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'user'] }),
  });
}
