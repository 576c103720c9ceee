/** POST Identity/changePassword: the current password, then the new one; the other sessions end. */
import { CALLS, type ChangePasswordRequest, ACCOUNT_SETTINGS_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export async function changePassword(request: ChangePasswordRequest) {
  return callApi(CALLS.changePassword, ACCOUNT_SETTINGS_CONTRACT.changePassword, request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
