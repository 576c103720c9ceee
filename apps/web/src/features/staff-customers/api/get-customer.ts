/** GET Staff/getCustomer.json: a customer's page (decision 073). */
import { CALLS, STAFF_CUSTOMER_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const customerKey = (accountId: number) => ['staff', 'customers', 'page', accountId] as const;

export const customerOptions = (accountId: number) =>
  queryOptions({
    queryKey: customerKey(accountId),
    queryFn: () => callApi(CALLS.getCustomer, STAFF_CUSTOMER_CONTRACT.getCustomer, { accountId }),
    staleTime: 0,
  });

export function useCustomer(accountId: number) {
  return useQuery(customerOptions(accountId));
}
