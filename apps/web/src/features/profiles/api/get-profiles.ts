/** GET Account/getProfiles.json: the identity's enabled profiles and the one this session opens. */
import { CALLS, type ProfilesAnswer, ACCOUNT_DATA_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export async function getProfiles(): Promise<ProfilesAnswer> {
  return callApi(CALLS.getProfiles, ACCOUNT_DATA_CONTRACT.getProfiles, {});
}

export const profilesKey = (userId: string | number) => ['profiles', String(userId)];

export function useProfiles() {
  const user = useUser();
  return useQuery({
    ...queryOptions({ queryKey: profilesKey(user?.userId ?? ''), queryFn: getProfiles }),
    enabled: Boolean(user),
  });
}
