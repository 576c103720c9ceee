/** GET Account/getProfiles.json: the identity's enabled profiles and the one this session opens. */
import { CALLS, profilesResponse, type ProfilesAnswer } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

export async function getProfiles(): Promise<ProfilesAnswer> {
  return profilesResponse.parse(await apiClient.call<unknown>(CALLS.getProfiles, {}));
}

export const profilesKey = (userId: string | number) => ['profiles', String(userId)];

export function useProfiles() {
  const user = useUser();
  return useQuery({
    ...queryOptions({ queryKey: profilesKey(user?.userId ?? ''), queryFn: getProfiles }),
    enabled: Boolean(user),
  });
}
