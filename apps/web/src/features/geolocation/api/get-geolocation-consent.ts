/** GET Intelligence/getGeolocationConsent.json: whether the account shares a coarse position (off until agreed). */
import { CALLS, type GeolocationConsent, REMAINING_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export async function getGeolocationConsent(): Promise<GeolocationConsent> {
  return (await callApi(CALLS.getGeolocationConsent, REMAINING_CONTRACT.getGeolocationConsent, {})).consent;
}

export const geolocationConsentKey = (userId: string | number) => ['geolocation-consent', String(userId)];

export const geolocationConsentQueryOptions = (userId: string | number) =>
  queryOptions({ queryKey: geolocationConsentKey(userId), queryFn: getGeolocationConsent });

export function useGeolocationConsent() {
  const user = useUser();
  return useQuery({ ...geolocationConsentQueryOptions(user?.userId ?? ''), enabled: Boolean(user) });
}
