/**
 * The contract of the orders area (calls-orders.ts: Order/* and Payment/acknowledge.json): each
 * call's request and response, which the api validates and answers with (`callRoute`) and the
 * portal sends and parses with (decision 067). Refinements only the server may run stay in its
 * module.
 */
import { z } from 'zod';
import {
  computeAmountBody,
  createOrderBody,
  getOrdersQuery,
  getOrdersResponse,
  historyQuery,
  historyResponse,
  orderResponse,
  placeOrderResponse,
  redeemVoucherBody,
  verifyResponse,
  amountSchema,
  voucherViewSchema,
} from '../orders.js';
import { idField, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

/** A provider's id: `ps_…`, `ch_…`, `evt_…`. */
const providerId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The provider's notification: its event, nothing else (the signature is checked on it), so
 * neither `userToken` nor `locale`: not built by `publicRequest`.
 */
const notificationRequest = z.strictObject({
  id: providerId,
  type: z.enum([
    'payment.succeeded',
    'payment.failed',
    'charge.succeeded',
    'charge.failed',
    'refund.succeeded',
  ]),
  paymentId: providerId,
  /** 0 for a card registered without buying (decision 052): no order. */
  orderId: z.number().int().min(0).max(2_147_483_647),
  amountCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  failureCode: z.string().max(100).nullable(),
  card: z
    .strictObject({
      token: providerId,
      brand: z.string().max(40),
      last4: z.string().regex(/^\d{4}$/),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(2000).max(2200),
    })
    .nullable(),
  createdAt: z.string().max(40),
});

export const ORDER_CONTRACT = {
  computeAmount: {
    request: sessionRequest(computeAmountBody.shape),
    response: z.object({ amount: amountSchema }),
  },
  redeemVoucher: {
    request: sessionRequest(redeemVoucherBody.shape),
    response: z.object({ voucher: voucherViewSchema }),
  },
  createOrder: { request: sessionRequest(createOrderBody.shape), response: orderResponse },
  placeOrder: { request: sessionRequest({ orderId: idField }), response: placeOrderResponse },
  verifyOrder: { request: sessionRequest({ orderId: idField }), response: verifyResponse },
  acknowledgePayment: {
    request: notificationRequest,
    response: z.object({ received: z.literal(true) }),
  },
  orderHistory: { request: sessionRequest(historyQuery.shape), response: historyResponse },
  getOrders: { request: sessionRequest(getOrdersQuery.shape), response: getOrdersResponse },
  /** The invoice as a PDF: bytes, not the envelope (a failure is the envelope, as on every call). */
  printOrder: { request: sessionRequest({ orderId: idField }), response: BYTES },
} as const satisfies AreaContract;
