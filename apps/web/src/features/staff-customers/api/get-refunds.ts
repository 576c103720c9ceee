/** GET Staff/getRefunds.json: a customer's paid orders with what is left to refund, and their credit notes (decision 075). */
import { CALLS, STAFF_REFUND_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const refundsKey = (accountId: number) => ['staff', 'customers', 'refunds', accountId] as const;

export const refundsOptions = (accountId: number) =>
  queryOptions({
    queryKey: refundsKey(accountId),
    queryFn: () => callApi(CALLS.getRefunds, STAFF_REFUND_CONTRACT.getRefunds, { accountId }),
    staleTime: 0,
  });

export function useRefunds(accountId: number) {
  return useQuery(refundsOptions(accountId));
}
