/**
 * POST Intelligence/setGeolocationConsent.json: gives or withdraws the consent (withdrawn, the
 * positions already kept are deleted). The answer is the new consent, put in the query's cache.
 */
import { CALLS, type GeolocationConsent, REMAINING_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';
import { geolocationConsentKey } from './get-geolocation-consent.ts';

export async function setGeolocationConsent(granted: boolean): Promise<GeolocationConsent> {
  return (await callApi(CALLS.setGeolocationConsent, REMAINING_CONTRACT.setGeolocationConsent, { granted }))
    .consent;
}

export function useSetGeolocationConsent() {
  const client = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: setGeolocationConsent,
    onSuccess: (consent) => client.setQueryData(geolocationConsentKey(user?.userId ?? ''), consent),
  });
}
