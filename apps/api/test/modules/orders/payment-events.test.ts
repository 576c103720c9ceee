import { signBody } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { NotificationRequest } from '../../../src/modules/sandbox-psp/service.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { koError, okResponse } from '../../helpers/api.js';
import {
  captureNotification,
  contractsOf,
  deliver,
  injectNotification,
  instalmentRows,
  MONTHLY,
  MONTHLY_CENTS,
  orderRow,
  passengerWithCard,
  paymentRows,
  placedMonthlyReload,
  placedOrder,
  placeOrder,
  reload,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { payWith } from '../../helpers/sandbox-psp.js';

// Seeded catalogue (seed-catalogue.ts): shop item ids (MONTHLY with the helpers).
const POST_PAYMENT = 1013;

const SUCCEEDS = '4242 4242 4242 4242';
const REFUSED = '4000 0000 0000 0002';
const EXPIRED = '4000 0000 0000 0069';

/** The path of the hosted page of a session, as placeOrder answers it. */
function pagePath(redirectUrl: string): string {
  return new URL(redirectUrl, 'https://portal.test').pathname;
}

async function count(
  app: FastifyInstance,
  table: 'invoices' | 'payment_events' | 'mail_outbox' | 'sandbox_psp_refunds',
) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function invoicesOf(app: FastifyInstance, orderId: number) {
  return app.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).execute();
}

/** A notification's request with its body changed and signed again with the (public) sHMAC key. */
async function tampered(
  request: NotificationRequest,
  change: Record<string, unknown>,
): Promise<NotificationRequest> {
  const { sHMAC: _old, ...event } = JSON.parse(request.body) as Record<string, unknown>;
  return { ...request, body: JSON.stringify(await signBody({ ...event, ...change }, SIGNATURE_KEY)) };
}

describe.each(DIALECTS)('paying an order through the sandbox provider ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('pays an order end to end: placed, paid on the hosted page, notified, COMPLETED and fulfilled', async () => {
    const { app, config } = ctx();
    const { me, card, placed } = await placedMonthlyReload(app);
    expect(pagePath(placed.redirectUrl)).toBe('/api/sandbox-psp/pay');
    expect(await paymentRows(app, placed.orderId)).toEqual([
      expect.objectContaining({
        provider_payment_id: placed.paymentId,
        kind: 'PAYMENT',
        status: 'PENDING',
        amount_cents: MONTHLY_CENTS,
      }),
    ]);

    // The provider's page names the order and what is paid, not the reference twice.
    const hosted = await app.inject({ url: placed.redirectUrl });
    expect(hosted.body).toContain('Paiement en une fois');
    expect(hosted.body).not.toContain('Commande OM-');

    const page = await payWith(app, placed.paymentId, SUCCEEDS);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`https://portal.test/cart?order=${placed.orderId}`);
    // Until the notification arrives, the order is unpaid.
    expect((await orderRow(app, placed.orderId)).status).toBe('PENDING');

    const sent = await deliver(app, config);
    expect(sent).toHaveLength(1);
    const order = await orderRow(app, placed.orderId);
    expect(order).toMatchObject({ status: 'COMPLETED', process_status: 'PROCESSED' });
    expect(order.paid_at).not.toBeNull();
    expect(await instalmentRows(app, placed.orderId)).toEqual([
      expect.objectContaining({ position: 1, status: 'PAID', provider_reference: placed.paymentId }),
    ]);
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['SUCCEEDED']);
    expect(await invoicesOf(app, placed.orderId)).toHaveLength(1);
    expect(await contractsOf(app, card.id)).toEqual([
      expect.objectContaining({ status: 'PENDING_VALIDATION' }),
    ]);

    const verified = okResponse(await verifyOrder(app, me, placed.orderId));
    expect(verified.order.invoice?.number).toBe((await invoicesOf(app, placed.orderId))[0]!.number);
    expect(verified.order.schedule).toEqual([expect.objectContaining({ index: 1, status: 'PAID' })]);
    expect(verified).toMatchObject({
      outcome: 'PAID',
      reason: null,
      order: { id: placed.orderId, status: 'COMPLETED' },
    });

    // Paying it again: the portal's duplicate-payment popup.
    const again = await placeOrder(app, me, placed.orderId);
    expect(again.statusCode).toBe(409);
    expect(koError(again).code).toBe('ORDER_ALREADY_PAID');
  });

  it('applies a notification delivered 20 times at once, and again later, once: one payment, one invoice, one fulfilment', async () => {
    const { app, config } = ctx();
    const { card, placed } = await placedMonthlyReload(app);
    await payWith(app, placed.paymentId, SUCCEEDS);
    // The notification, taken without acknowledging it, then delivered 20 times at once.
    const request = await captureNotification(app, config, placed.orderId);
    const mailsBefore = await count(app, 'mail_outbox');

    const answers = await Promise.all(Array.from({ length: 20 }, () => injectNotification(app, request)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: 'ok', response: { received: true } });
    }
    const paidAt = (await orderRow(app, placed.orderId)).paid_at;
    expect(paidAt).not.toBeNull();

    const later = await injectNotification(app, request);
    expect(later.status).toBe(200);
    const order = await orderRow(app, placed.orderId);
    expect(order).toMatchObject({ status: 'COMPLETED', process_status: 'PROCESSED', paid_at: paidAt });
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['SUCCEEDED']);
    expect(await invoicesOf(app, placed.orderId)).toHaveLength(1);
    expect(await contractsOf(app, card.id)).toHaveLength(1);
    expect(await count(app, 'mail_outbox')).toBe(mailsBefore + 1);
    const event = JSON.parse(request.body) as { id: string };
    const events = await app.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(await count(app, 'sandbox_psp_refunds')).toBe(0);
  });

  it('changes nothing for a forged signature, a body changed after signing, or a stale signature (401)', async () => {
    const { app, config } = ctx();
    const { placed } = await placedMonthlyReload(app);
    await payWith(app, placed.paymentId, REFUSED);
    const request = await captureNotification(app, config, placed.orderId);
    const header = request.headers['x-sandbox-signature']!;
    const [t] = header.split(',');

    const forged = {
      ...request,
      headers: { ...request.headers, 'x-sandbox-signature': `${t},v1=${'0'.repeat(64)}` },
    };
    const missing = { ...request, headers: { 'content-type': 'application/json' } };
    // The refusal replayed as a success, sHMAC signed again (its key is public), the header kept.
    const changed = await tampered(request, { type: 'payment.succeeded', failureCode: null });
    const stale = {
      ...request,
      headers: {
        ...request.headers,
        'x-sandbox-signature': header.replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000) - 600}`),
      },
    };
    for (const [name, attempt] of Object.entries({ forged, missing, changed, stale })) {
      const answer = await injectNotification(app, attempt);
      expect(answer.status, `${name}: ${answer.body}`).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 'ko',
        error: { code: 'BAD_NOTIFICATION_SIGNATURE' },
      });
    }
    expect((await orderRow(app, placed.orderId)).status).toBe('PENDING');
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['PENDING']);
    const event = JSON.parse(request.body) as { id: string };
    const events = await app.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(events).toEqual([]);
  });

  it('leaves the order PENDING and payable after a refused card, then pays it with another', async () => {
    const { app, config } = ctx();
    const { me, card, placed } = await placedMonthlyReload(app);
    const page = await payWith(app, placed.paymentId, REFUSED);
    expect(page.headers.location).toBe(`https://portal.test/cart?order=${placed.orderId}`);
    await deliver(app, config);
    expect((await orderRow(app, placed.orderId)).status).toBe('PENDING');
    expect(await paymentRows(app, placed.orderId)).toEqual([
      expect.objectContaining({ status: 'FAILED', failure_code: 'card_declined' }),
    ]);
    expect(okResponse(await verifyOrder(app, me, placed.orderId))).toMatchObject({
      outcome: 'REFUSED',
      reason: 'PAYMENT_REFUSED',
      order: { status: 'PENDING' },
    });
    expect(await contractsOf(app, card.id)).toEqual([]);

    const retry = okResponse(await placeOrder(app, me, placed.orderId, { locale: 'en' }));
    expect(retry.paymentId).not.toBe(placed.paymentId);
    const paid = await payWith(app, retry.paymentId, SUCCEEDS);
    expect(paid.headers.location).toBe(`https://portal.test/en/cart?order=${placed.orderId}`);
    // The portal verifies before the notification arrives: the provider's outcome is applied.
    expect(okResponse(await verifyOrder(app, me, placed.orderId)).outcome).toBe('PAID');
    expect((await orderRow(app, placed.orderId)).status).toBe('COMPLETED');
    await deliver(app, config);
    expect(await invoicesOf(app, placed.orderId)).toHaveLength(1);
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual([
      'FAILED',
      'SUCCEEDED',
    ]);
  });

  it('opens a new session when the open one was refused at the provider and its notification has not arrived', async () => {
    const { app } = ctx();
    const { me, placed } = await placedMonthlyReload(app);
    await payWith(app, placed.paymentId, REFUSED);
    const retry = okResponse(await placeOrder(app, me, placed.orderId));
    expect(retry.paymentId).not.toBe(placed.paymentId);
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['FAILED', 'PENDING']);
  });

  it('answers the open session again to a second placeOrder, and reads an expired card in instalments as expiring before the schedule', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const placed = await placedOrder(app, me, {
      items: [reload(card.id, 1007)],
      installments: 4,
      expectedTotalCents: 49_000,
    });
    const again = okResponse(await placeOrder(app, me, placed.orderId));
    expect(again).toEqual({
      orderId: placed.orderId,
      paymentId: placed.paymentId,
      redirectUrl: placed.redirectUrl,
    });
    expect(await paymentRows(app, placed.orderId)).toEqual([
      expect.objectContaining({ amount_cents: 12_250, status: 'PENDING' }),
    ]);
    expect(okResponse(await verifyOrder(app, me, placed.orderId))).toMatchObject({
      outcome: 'PENDING',
      reason: null,
    });
    await payWith(app, placed.paymentId, EXPIRED);
    await deliver(app, config);
    expect(okResponse(await verifyOrder(app, me, placed.orderId))).toMatchObject({
      outcome: 'REFUSED',
      reason: 'CARD_EXPIRES_BEFORE_SCHEDULE',
    });
  });

  it('refunds a second paid session of a paid order: the payment is a duplicate, verify says DUPLICATE', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const first = await placedOrder(app, me, {
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    // A tab left open past 25 minutes: placing the order again opens a second session.
    await app.db
      .updateTable('order_payments')
      .set({ created_at: new Date(Date.now() - 26 * 60_000).toISOString() })
      .where('provider_payment_id', '=', first.paymentId)
      .execute();
    const second = okResponse(await placeOrder(app, me, first.orderId));
    expect(second.paymentId).not.toBe(first.paymentId);

    await payWith(app, first.paymentId, SUCCEEDS);
    await deliver(app, config);
    expect((await orderRow(app, first.orderId)).status).toBe('COMPLETED');
    await payWith(app, second.paymentId, SUCCEEDS);
    await deliver(app, config);

    expect((await paymentRows(app, first.orderId)).map((row) => row.status)).toEqual([
      'SUCCEEDED',
      'REFUNDED',
    ]);
    const refunds = await app.db.selectFrom('sandbox_psp_refunds').selectAll().execute();
    expect(refunds).toEqual([
      expect.objectContaining({ payment_id: second.paymentId, amount_cents: MONTHLY_CENTS }),
    ]);
    expect(okResponse(await verifyOrder(app, me, first.orderId))).toMatchObject({
      outcome: 'DUPLICATE',
      order: { status: 'COMPLETED' },
    });
    expect(await invoicesOf(app, first.orderId)).toHaveLength(1);
    expect(await contractsOf(app, card.id)).toHaveLength(1);
    // The refund's own notification is recorded and changes nothing.
    await deliver(app, config);
    expect((await paymentRows(app, first.orderId)).map((row) => row.status)).toEqual([
      'SUCCEEDED',
      'REFUNDED',
    ]);
  });

  it('registers the card of a post-payment order (0 €, REGISTRATION) and saves it for the usage billed later', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const placed = await placedOrder(app, me, {
      items: [reload(card.id, POST_PAYMENT)],
      expectedTotalCents: 0,
    });
    expect(await paymentRows(app, placed.orderId)).toEqual([
      expect.objectContaining({ kind: 'REGISTRATION', amount_cents: 0, status: 'PENDING' }),
    ]);
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    const order = await orderRow(app, placed.orderId);
    expect(order).toMatchObject({ status: 'COMPLETED', post_payment: 1 });
    expect(order.payment_card_id).not.toBeNull();
    const saved = await app.db
      .selectFrom('payment_cards')
      .select(['account_id', 'last4'])
      .where('id', '=', order.payment_card_id!)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ account_id: me.userId, last4: '4242' });
    expect(okResponse(await verifyOrder(app, me, placed.orderId)).outcome).toBe('PAID');
  });

  it('answers another account’s order like a missing one (403 FORBIDDEN), and places nothing', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const stranger = await passengerWithCard(app);
    const placed = await placedOrder(app, me, {
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    for (const answer of [
      await placeOrder(app, stranger.me, placed.orderId),
      await verifyOrder(app, stranger.me, placed.orderId),
      await placeOrder(app, stranger.me, 987_654),
      await verifyOrder(app, stranger.me, 987_654),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual({
        status: 'ko',
        error: { code: 'FORBIDDEN', message: 'Vous n’avez pas accès à cette ressource.' },
      });
    }
    expect(await paymentRows(app, placed.orderId)).toHaveLength(1);
  });
});
