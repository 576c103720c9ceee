/**
 * The order id the payment provider puts in the address (/cart?order=ID) and its result from
 * Order/verify.json (docs/decisions/030-web-checkout.md). Apart from the popups that show it
 * (payment-result.tsx), so that a cart without a result loads no dialog code. The `order`
 * parameter leaves the address once read, so that a reload opens no popup again.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useVerifyOrder } from '../api/verify-order.ts';

/** The order id of the address, or null when there is none or it is no id. */
export function readOrderId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

function useResultOrderId(): number | null {
  const [params, setParams] = useSearchParams();
  const [orderId] = useState(() => readOrderId(params.get('order')));
  useEffect(() => {
    if (!params.has('order')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return orderId;
}

/** The order the address names when the provider sends the browser back, and its result. */
export function usePaymentResult() {
  const orderId = useResultOrderId();
  const [startedAt] = useState(() => Date.now());
  const verify = useVerifyOrder(orderId, startedAt);
  /** The result is still unknown, or says the cart is paid: its amount is not worth asking. */
  const holdsCart =
    orderId !== null &&
    !verify.isError &&
    (verify.data === undefined || verify.data.outcome === 'PAID' || verify.data.outcome === 'DUPLICATE');
  return { orderId, startedAt, verify, holdsCart };
}

export type PaymentResultState = ReturnType<typeof usePaymentResult>;
