/** GET Order/getCreditNotes.json: the credit notes (avoirs) of one of the caller's orders (decision 075). */
import { CALLS, STAFF_REFUND_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const creditNotesKey = (orderId: number) => ['orders', 'credit-notes', orderId] as const;

export const creditNotesOptions = (orderId: number) =>
  queryOptions({
    queryKey: creditNotesKey(orderId),
    queryFn: () => callApi(CALLS.getCreditNotes, STAFF_REFUND_CONTRACT.getCreditNotes, { orderId }),
  });

export function useCreditNotes(orderId: number) {
  return useQuery(creditNotesOptions(orderId));
}
