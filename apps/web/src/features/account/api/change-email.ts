/** POST Identity/changeEmail: a link mailed to the new address, which becomes the login once used. */
import { CALLS, type ChangeEmailRequest, ACCOUNT_SETTINGS_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export async function changeEmail(request: ChangeEmailRequest) {
  return callApi(CALLS.changeEmail, ACCOUNT_SETTINGS_CONTRACT.changeEmail, request);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
