/** PUT Account/verify: the code of the mailed verification link, for the logged-in user. */
import { CALLS } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function verifyEmail(code: string): Promise<void> {
  await apiClient.call(CALLS.verify, { code });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
