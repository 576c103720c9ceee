/**
 * Order/create.json, Order/placeOrder.json, Order/verify.json: ordering and paying, exactly once
 * (decision 025); Payment/acknowledge.json: the provider's signed notification.
 */
import {
  CALLS,
  createOrderBody,
  ok,
  orderResponse,
  placeOrderBody,
  placeOrderResponse,
  verifyResponse,
} from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { requestLocale } from '../../lib/locale.js';
import { idField, localeField, responses, userTokenField } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { verifyNotification } from '../payments/service.js';
import { createOrder, placeOrder, verifyOrder } from './checkout.js';
import { applyProviderEvent } from './payment-events.js';

const tags = ['Orders'];

const createBody = z.strictObject({
  ...createOrderBody.shape,
  userToken: userTokenField,
  locale: localeField,
});

const placeBody = z.strictObject({
  ...placeOrderBody.shape,
  orderId: idField,
  userToken: userTokenField,
});

const verifyBody = z.strictObject({ orderId: idField, userToken: userTokenField, locale: localeField });

/** A provider's id: `ps_…`, `ch_…`, `evt_…`. */
const providerId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The notification's body: the provider's event, nothing else (the signature is checked on it). */
const notificationBody = z.strictObject({
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

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    callUrl(CALLS.createOrder),
    {
      schema: {
        tags,
        summary:
          'The order of the cart, PENDING, priced by the server: 409 AMOUNT_CHANGED when expectedTotalCents differs, ' +
          'INSTALMENTS_NOT_ALLOWED; the same idempotencyKey answers the same order (409 IDEMPOTENCY_KEY_REUSED for another cart)',
        body: createBody,
        response: responses(orderResponse),
      },
    },
    async (request) => {
      const { userToken: _token, locale: _locale, acceptTerms: _terms, ...input } = request.body;
      const order = await createOrder(app.db, currentSession(request), input, requestLocale(request));
      return ok({ order });
    },
  );

  app.post(
    callUrl(CALLS.placeOrder),
    {
      schema: {
        tags,
        summary:
          'The payment session of the order’s first payment (the card’s registration for post-payment): where the ' +
          'browser pays. An open session is answered again; 409 ORDER_ALREADY_PAID, ORDER_NOT_PAYABLE; 403 for an order not the caller’s',
        body: placeBody,
        response: responses(placeOrderResponse),
      },
    },
    async (request) => {
      const placed = await placeOrder(app.db, app.config, currentSession(request), {
        orderId: request.body.orderId,
        locale: requestLocale(request),
      });
      return ok(placed);
    },
  );

  app.post(
    callUrl(CALLS.verifyOrder),
    {
      schema: {
        tags,
        summary:
          'The outcome of the order’s latest payment (PAID, REFUSED with its reason, PENDING, DUPLICATE), asked of the ' +
          'provider and applied once when its notification has not arrived yet; 403 for an order not the caller’s',
        body: verifyBody,
        response: responses(verifyResponse),
      },
    },
    async (request) => {
      const answer = await verifyOrder(
        app.db,
        app.config,
        currentSession(request),
        request.body.orderId,
        requestLocale(request),
      );
      return ok(answer);
    },
  );
};

/** Payment/acknowledge.json: the payment provider's notification, without a session. */
export const paymentNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    callUrl(CALLS.acknowledgePayment),
    {
      schema: {
        tags: ['Payment'],
        summary:
          'The payment provider’s notification (an event), signed by its x-sandbox-signature header (401 ' +
          'BAD_NOTIFICATION_SIGNATURE): applied once; a delivery of an event already applied is acknowledged too',
        body: notificationBody,
        response: responses(z.object({ received: z.literal(true) })),
      },
    },
    async (request) => {
      const header = request.headers['x-sandbox-signature'];
      const event = verifyNotification(
        app.config,
        request.body,
        typeof header === 'string' ? header : undefined,
      );
      const outcome = await applyProviderEvent(app.db, app.config, event, new Date().toISOString());
      if (outcome === 'AMOUNT_MISMATCH') {
        request.log.warn(
          { eventId: event.id, paymentId: event.paymentId, amountCents: event.amountCents },
          'payment notification of another amount than its session: recorded, not applied',
        );
      }
      return ok({ received: true as const });
    },
  );
};
