/** GET Staff/searchCustomers.json: the customers matching the box's text (decision 073). */
import { CALLS, type ClientRequest, STAFF_CUSTOMER_CONTRACT } from '@oceane/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const searchCustomersOptions = (query: ClientRequest<'searchCustomers'>) =>
  queryOptions({
    queryKey: ['staff', 'customers', 'search', query.q],
    queryFn: () => callApi(CALLS.searchCustomers, STAFF_CUSTOMER_CONTRACT.searchCustomers, query),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Nothing is asked under two characters. */
export function useCustomerSearch(q: string) {
  return useQuery({ ...searchCustomersOptions({ q }), enabled: q.trim().length >= 2 });
}
