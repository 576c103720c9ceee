/** POST Account/createProfile.json: a new profile of the identity; the list is fetched again. */
import { CALLS, type ProfileForm, ACCOUNT_DATA_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';
import { profilesKey } from './get-profiles.ts';

export async function createProfile(form: ProfileForm) {
  return (await callApi(CALLS.createProfile, ACCOUNT_DATA_CONTRACT.createProfile, form)).profile;
}

export function useCreateProfile() {
  const client = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: createProfile,
    onSettled: () => client.invalidateQueries({ queryKey: profilesKey(user?.userId ?? '') }),
  });
}
