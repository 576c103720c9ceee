/** POST Account/requestErasure: the password again; the api mails the code that confirms the erasure. */
import { CALLS, ACCOUNT_DATA_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export async function requestErasure(password: string) {
  return callApi(CALLS.requestErasure, ACCOUNT_DATA_CONTRACT.requestErasure, { password });
}

export function useRequestErasure() {
  return useMutation({ mutationFn: requestErasure });
}
