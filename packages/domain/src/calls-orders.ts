/** The calls of one area of the table (calls.ts): Orders and Payment (spec §7; docs/decisions/025-checkout-and-payment.md). */
import type { Call } from './calls.js';

/** The ids a cart's items carry: each item's card and, for a duplicate or a new card, its open request. */
const ITEM_IDS = ['items[].mediaId', 'items[].duplicateRequestId', 'items[].cardRequestId'] as const;

export const ORDER_CALLS = {
  computeAmount: { method: 'POST', path: 'Order/computeAmount.json', access: 'session', ownedIds: ITEM_IDS },
  redeemVoucher: { method: 'POST', path: 'Order/redeemVoucher.json', access: 'session', ownedIds: ITEM_IDS },
  createOrder: { method: 'POST', path: 'Order/create.json', access: 'session', ownedIds: ITEM_IDS },
  placeOrder: { method: 'POST', path: 'Order/placeOrder.json', access: 'session', ownedIds: ['orderId'] },
  verifyOrder: { method: 'POST', path: 'Order/verify.json', access: 'session', ownedIds: ['orderId'] },
  acknowledgePayment: { method: 'POST', path: 'Payment/acknowledge.json', access: 'public' },
  orderHistory: { method: 'GET', path: 'Order/history.json', access: 'session' },
  getOrders: { method: 'GET', path: 'Order/getOrders.json', access: 'session' },
  printOrder: {
    method: 'POST',
    path: 'Order/printOrder.json',
    access: 'session',
    bytes: true,
    ownedIds: ['orderId'],
  },
} as const satisfies Record<string, Call>;
