/** PUT Account/disableProfile: another profile of the identity is turned off; the list is fetched again. */
import { CALLS, ACCOUNT_DATA_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';
import { profilesKey } from './get-profiles.ts';

export async function disableProfile(profileId: number): Promise<void> {
  await callApi(CALLS.disableProfile, ACCOUNT_DATA_CONTRACT.disableProfile, { profileId });
}

export function useDisableProfile() {
  const client = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: disableProfile,
    onSettled: () => client.invalidateQueries({ queryKey: profilesKey(user?.userId ?? '') }),
  });
}
