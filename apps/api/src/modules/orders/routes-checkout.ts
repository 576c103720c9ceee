/**
 * Order/create.json, Order/placeOrder.json, Order/verify.json: ordering and paying, exactly once
 * (decision 025); Payment/acknowledge.json: the provider's signed notification.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { verifyNotification } from '../payments/service.js';
import { createOrder } from './checkout.js';
import { placeOrder, verifyOrder } from './placing.js';
import { applyProviderEvent } from './payment-events.js';

const tags = ['Orders'];

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.createOrder,
    {
      tags,
      summary:
        'The order of the cart, PENDING, priced by the server: 409 AMOUNT_CHANGED when expectedTotalCents differs, ' +
        'INSTALMENTS_NOT_ALLOWED; the same idempotencyKey answers the same order (409 IDEMPOTENCY_KEY_REUSED for another cart)',
    },
    async (request) => {
      const { userToken: _token, locale: _locale, acceptTerms: _terms, ...input } = request.body;
      const order = await createOrder(app.db, currentSession(request), input, requestLocale(request));
      return ok({ order });
    },
  );

  callRoute(
    app,
    CALLS.placeOrder,
    {
      tags,
      summary:
        'The payment session of the order’s first payment (the card’s registration for post-payment): where the ' +
        'browser pays. An open session is answered again; 409 ORDER_ALREADY_PAID, ORDER_NOT_PAYABLE; 403 for an order not the caller’s',
    },
    async (request) => {
      const placed = await placeOrder(app.db, app.config, currentSession(request), {
        orderId: request.body.orderId,
        locale: requestLocale(request),
      });
      return ok(placed);
    },
  );

  callRoute(
    app,
    CALLS.verifyOrder,
    {
      tags,
      summary:
        'The outcome of the order’s latest payment (PAID, REFUSED with its reason, PENDING, DUPLICATE), asked of the ' +
        'provider and applied once when its notification has not arrived yet; 403 for an order not the caller’s',
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
  callRoute(
    app,
    CALLS.acknowledgePayment,
    {
      tags: ['Payment'],
      summary:
        'The payment provider’s notification (an event), signed by its x-sandbox-signature header (401 ' +
        'BAD_NOTIFICATION_SIGNATURE): applied once; a delivery of an event already applied is acknowledged too',
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
