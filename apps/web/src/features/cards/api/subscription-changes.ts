/**
 * POST Subscriptions/terminate and Subscriptions/updateCard (decision 064): first as a preview,
 * what the dialog states before the passenger confirms (every check made, nothing changed), then
 * done. Both answer the subscription and the consequences, parsed by the contract (callApi).
 */
import { CALLS, type SubscriptionChange, SUBSCRIPTION_CONTRACT } from '@oceane/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { callApi } from '../../../lib/call-api.ts';

export type { SubscriptionChange };

export async function terminateSubscription(
  subscriptionId: number,
  preview: boolean,
): Promise<SubscriptionChange> {
  return callApi(CALLS.terminateSubscription, SUBSCRIPTION_CONTRACT.terminateSubscription, {
    subscriptionId,
    preview,
  });
}

export async function moveSubscription(
  subscriptionId: number,
  mediaId: number,
  preview: boolean,
): Promise<SubscriptionChange> {
  return callApi(CALLS.updateSubscriptionCard, SUBSCRIPTION_CONTRACT.updateSubscriptionCard, {
    subscriptionId,
    mediaId,
    preview,
  });
}

/** What stopping would do, asked each time the dialog opens (journeys may have been made since). */
export function useTerminationPreview(subscriptionId: number) {
  return useQuery({
    queryKey: ['subscription-change', 'terminate', subscriptionId],
    queryFn: () => terminateSubscription(subscriptionId, true),
    staleTime: 0,
    gcTime: 0,
  });
}

/** What moving onto the card chosen would do, or why it cannot; nothing asked before a card is chosen. */
export function useMovePreview(subscriptionId: number, mediaId: number | null) {
  return useQuery({
    queryKey: ['subscription-change', 'move', subscriptionId, mediaId],
    queryFn: () => moveSubscription(subscriptionId, mediaId!, true),
    enabled: mediaId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Stops or moves for good; the cards are read again once done. */
export function useSubscriptionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { subscriptionId: number; mediaId?: number }) =>
      change.mediaId === undefined
        ? terminateSubscription(change.subscriptionId, false)
        : moveSubscription(change.subscriptionId, change.mediaId, false),
    onSuccess: () => invalidateAccountCards(queryClient),
  });
}
