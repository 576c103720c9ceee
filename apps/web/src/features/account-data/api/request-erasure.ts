/** POST Account/requestErasure: the password again; the api mails the code that confirms the erasure. */
import { CALLS, requestErasureResponse } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function requestErasure(password: string) {
  return requestErasureResponse.parse(await apiClient.call<unknown>(CALLS.requestErasure, { password }));
}

export function useRequestErasure() {
  return useMutation({ mutationFn: requestErasure });
}
