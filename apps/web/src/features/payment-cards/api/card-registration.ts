/**
 * A payment card added without buying (decision 052): POST Account/startCardRegistration.json
 * opens the provider's hosted page; POST Account/getCardRegistration.json, asked again every
 * second while PENDING, says what the provider's signed notification decided.
 */
import { CALLS, type CardRegistration, ACCOUNT_WALLET_CONTRACT } from '@oceane/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export type { CardRegistration };

/** How long the return page waits for the notification before it says it takes longer. */
export const REGISTRATION_POLLS = 30;

export function startCardRegistration() {
  return callApi(CALLS.startCardRegistration, ACCOUNT_WALLET_CONTRACT.startCardRegistration, {});
}

export function useStartCardRegistration() {
  return useMutation({ mutationFn: startCardRegistration });
}

export function getCardRegistration(registrationId: number): Promise<CardRegistration> {
  return callApi(CALLS.getCardRegistration, ACCOUNT_WALLET_CONTRACT.getCardRegistration, { registrationId });
}

/** `registrationId` 0: none in the address, nothing asked. */
export function useCardRegistration(registrationId: number) {
  const user = useUser();
  return useQuery({
    queryKey: ['payment-cards', 'registration', String(user?.userId ?? ''), String(registrationId)],
    queryFn: () => getCardRegistration(registrationId),
    enabled: Boolean(user) && registrationId > 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < REGISTRATION_POLLS
        ? 1000
        : false,
  });
}
