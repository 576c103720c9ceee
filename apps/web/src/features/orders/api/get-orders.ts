/**
 * GET Order/getOrders.json: the account's invoices, filtered by year and transport mode, with the
 * years and modes its invoices have (the filters' choices).
 */
import { CALLS, type CallResponse, type TransportMode, ORDER_CONTRACT } from '@oceane/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export type InvoicesAnswer = CallResponse<'getOrders'>;
export type Invoice = InvoicesAnswer['invoices'][number];
export type InvoiceFilters = { year?: number; mode?: TransportMode };

export function getInvoices(filters: InvoiceFilters): Promise<InvoicesAnswer> {
  return callApi(CALLS.getOrders, ORDER_CONTRACT.getOrders, { year: filters.year, mode: filters.mode });
}

export const invoicesQueryOptions = (userId: string | number, filters: InvoiceFilters) =>
  queryOptions({
    queryKey: ['orders', 'invoices', String(userId), filters.year ?? null, filters.mode ?? null],
    queryFn: () => getInvoices(filters),
    // The filters stay on screen with the previous list while the next one comes.
    placeholderData: keepPreviousData,
  });

export function useInvoices(filters: InvoiceFilters) {
  const user = useUser();
  return useQuery({ ...invoicesQueryOptions(user?.userId ?? '', filters), enabled: Boolean(user) });
}
