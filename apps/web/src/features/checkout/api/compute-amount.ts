/**
 * POST Order/computeAmount.json: the cart's amount as the server prices it from the catalogue
 * (lines, discounts, VAT, instalment options and their schedules). The portal never totals a
 * cart itself: its local prices only fill the wait (docs/decisions/030-web-checkout.md).
 */
import { CALLS, isVoucherRefusal, type Amount, type ClientRequest, ORDER_CONTRACT } from '@oceane/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export type { Amount };

export type AmountRequest = ClientRequest<'computeAmount'>;

export async function computeAmount(body: AmountRequest): Promise<Amount> {
  return (await callApi(CALLS.computeAmount, ORDER_CONTRACT.computeAmount, body)).amount;
}

export const AMOUNT_KEY = ['checkout', 'amount'] as const;

/**
 * The amount of the cart. A voucher the server no longer takes (expired, used up since it was
 * applied, already used by the account, a cart below its minimum: VOUCHER_REFUSALS) is handed to
 * `onVoucherRefused`, which drops it from the cart and says why.
 */
export function useAmount(body: AmountRequest | null, onVoucherRefused?: (error: unknown) => void) {
  const user = useUser();
  return useQuery({
    queryKey: [...AMOUNT_KEY, String(user?.userId ?? ''), body],
    queryFn: async () => {
      try {
        return await computeAmount(body!);
      } catch (error) {
        const code = (error as { code?: string } | null)?.code;
        if (body?.voucherCode && isVoucherRefusal(code)) onVoucherRefused?.(error);
        throw error;
      }
    },
    enabled: body !== null && body.items.length > 0,
    staleTime: 0,
    // The pay form stays on screen (terms ticked, mode chosen) while a change is priced again;
    // the page shows no amount of the former cart meanwhile (isPlaceholderData).
    placeholderData: keepPreviousData,
  });
}
