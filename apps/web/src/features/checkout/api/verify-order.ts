/**
 * POST Order/verify.json: the result of the payment of an order, back from the payment page. A
 * PENDING result is asked again every 2 seconds for about a minute (spec §4 result popups).
 */
import { CALLS, type VerifyResponse, ORDER_CONTRACT } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type { VerifyResponse };

export const VERIFY_POLL_MS = 2_000;
/** How long a PENDING payment is asked about before the page says it will show in the orders. */
export const VERIFY_POLL_LIMIT_MS = 60_000;

export function verifyOrder(orderId: number): Promise<VerifyResponse> {
  return callApi(CALLS.verifyOrder, ORDER_CONTRACT.verifyOrder, { orderId });
}

/** Whether to ask again: only a PENDING payment, and only until the limit. */
export function verifyRefetchInterval(
  outcome: VerifyResponse['outcome'] | undefined,
  startedAt: number,
  now = Date.now(),
): number | false {
  return outcome === 'PENDING' && now - startedAt < VERIFY_POLL_LIMIT_MS ? VERIFY_POLL_MS : false;
}

export function useVerifyOrder(orderId: number | null, startedAt: number) {
  return useQuery({
    queryKey: ['checkout', 'verify', orderId],
    queryFn: () => verifyOrder(orderId!),
    enabled: orderId !== null,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => verifyRefetchInterval(query.state.data?.outcome, startedAt),
  });
}
