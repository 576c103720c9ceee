/**
 * POST Intelligence/setGeolocationConsent.json: gives or withdraws the consent (withdrawn, the
 * positions already kept are deleted). The answer is the new consent, put in the query's cache.
 */
import { CALLS, geolocationConsentResponse, type GeolocationConsent } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';
import { geolocationConsentKey } from './get-geolocation-consent.ts';

export async function setGeolocationConsent(granted: boolean): Promise<GeolocationConsent> {
  const answer = await apiClient.call<unknown>(CALLS.setGeolocationConsent, { granted });
  return geolocationConsentResponse.parse(answer).consent;
}

export function useSetGeolocationConsent() {
  const client = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: setGeolocationConsent,
    onSuccess: (consent) => client.setQueryData(geolocationConsentKey(user?.userId ?? ''), consent),
  });
}
