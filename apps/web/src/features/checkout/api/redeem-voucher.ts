/** POST Order/redeemVoucher.json: whether a promo code applies to the cart, and what it gives. */
import { CALLS, type CheckoutItem, type VoucherView, ORDER_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export async function redeemVoucher(body: { code: string; items: CheckoutItem[] }): Promise<VoucherView> {
  return (await callApi(CALLS.redeemVoucher, ORDER_CONTRACT.redeemVoucher, body)).voucher;
}

export function useRedeemVoucher() {
  return useMutation({ mutationFn: redeemVoucher });
}
