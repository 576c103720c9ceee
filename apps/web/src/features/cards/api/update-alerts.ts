/** POST Media/updateAlerts.json: traffic alerts (or none) and communication consents of a card. */
import { CALLS, CARDS_CONTRACT } from '@oceane/domain';
import type { AlertPreferences, Consents } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { callApi } from '../../../lib/call-api.ts';
import type { Card } from './card.ts';

export type AlertsRequest = { mediaId: string | number; alerts: AlertPreferences | null; consents: Consents };

export async function updateAlerts(input: AlertsRequest): Promise<Card> {
  return (await callApi(CALLS.updateAlerts, CARDS_CONTRACT.updateAlerts, input)).card;
}

export function useUpdateAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlerts,
    onSuccess: (card) => invalidateAccountCards(queryClient, card),
  });
}
