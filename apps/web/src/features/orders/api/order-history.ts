/**
 * GET Order/history.json: the account's orders, newest first, a page at a time (keyset on the
 * order id: each page answers the `before` of the next, null at the last one).
 */
import { CALLS, type CallResponse, ORDER_CONTRACT } from '@oceane/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export type HistoryPage = CallResponse<'orderHistory'>;
export type Order = HistoryPage['orders'][number];

export const HISTORY_PAGE_SIZE = 10;

export function getOrderHistory(before?: number): Promise<HistoryPage> {
  // TanStack Query keeps the pages; the client's HTTP cache would hide a new order on refresh.
  return callApi(
    CALLS.orderHistory,
    ORDER_CONTRACT.orderHistory,
    { before, limit: HISTORY_PAGE_SIZE },
    { cacheTtlMs: 0 },
  );
}

export const ORDER_HISTORY_KEY = ['orders', 'history'] as const;

export function useOrderHistory() {
  const user = useUser();
  return useInfiniteQuery({
    queryKey: [...ORDER_HISTORY_KEY, String(user?.userId ?? '')],
    queryFn: ({ pageParam }) => getOrderHistory(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(user),
  });
}
