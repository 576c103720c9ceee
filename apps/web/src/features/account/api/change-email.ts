/** POST Identity/changeEmail: a link mailed to the new address, which becomes the login once used. */
import { CALLS, type ChangeEmailRequest } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function changeEmail(request: ChangeEmailRequest): Promise<{ pendingEmail: string }> {
  return apiClient.call(CALLS.changeEmail, request);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
