/** POST Identity/changePassword: the current password, then the new one; the other sessions end. */
import { CALLS, type ChangePasswordRequest } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function changePassword(
  request: ChangePasswordRequest,
): Promise<{ otherSessionsEnded: number }> {
  return apiClient.call(CALLS.changePassword, request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
