/** POST Order/redeemVoucher.json: whether a promo code applies to the cart, and what it gives. */
import { CALLS, voucherViewSchema, type CheckoutItem, type VoucherView } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export async function redeemVoucher(body: { code: string; items: CheckoutItem[] }): Promise<VoucherView> {
  const answer = await apiClient.call<unknown>(CALLS.redeemVoucher, body);
  return z.object({ voucher: voucherViewSchema }).parse(answer).voucher;
}

export function useRedeemVoucher() {
  return useMutation({ mutationFn: redeemVoucher });
}
