/** DELETE account/deleteIdentity: unlinks one external identity; the list is read again. */
import { CALLS, EXTERNAL_IDENTITIES_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { IDENTITIES_KEY } from './get-identities.ts';

export async function deleteIdentity(identityId: number): Promise<void> {
  await callApi(CALLS.deleteIdentity, EXTERNAL_IDENTITIES_CONTRACT.deleteIdentity, { identityId });
}

export function useDeleteIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIdentity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITIES_KEY }),
  });
}
