// What an outsider found attacking the money path (issue 7): an order is made for a card of the
// account, but before it is paid the card leaves the account (and may be associated by a stranger),
// a duplicate request is cancelled, or the provider reports another amount than the session's.
// A paid order must never put a contract on a stranger's card nor keep money for nothing.
import { signBody } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payDuplicateRequest } from '../../../src/modules/duplicates/service.js';
import { undeliverable } from '../../../src/modules/orders/deliverable.js';
import { notificationSignature } from '../../../src/modules/sandbox-psp/service.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import {
  captureNotification,
  contractsOf,
  deliver,
  injectNotification,
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
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';

// Seeded catalogue (seed-catalogue.ts).
const DUPLICATE_FEE = 1012;
const DUPLICATE_FEE_CENTS = 1_000;
const SUCCEEDS = '4242 4242 4242 4242';

async function refundsOf(app: FastifyInstance, paymentId: string) {
  return app.db
    .selectFrom('sandbox_psp_refunds')
    .select(['amount_cents'])
    .where('payment_id', '=', paymentId)
    .execute();
}

async function invoiceCount(app: FastifyInstance, orderId: number) {
  return (await app.db.selectFrom('invoices').select('id').where('order_id', '=', orderId).execute()).length;
}

/** The card leaves the passenger's account (My cards' "remove"). */
async function release(app: FastifyInstance, me: LoggedIn, mediaId: number) {
  okResponse(await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: mediaId }));
}

/** A stranger associates the released card, as anyone knowing its number and holder may. */
async function strangerTakes(app: FastifyInstance, mediaId: number) {
  const stranger = await signUpAndLogIn(app);
  const { number, holder_name, holder_birthdate } = await app.db
    .selectFrom('media')
    .select(['number', 'holder_name', 'holder_birthdate'])
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  okResponse(
    await post(app, 'Account/registerMedia.json', {
      userToken: stranger.userToken,
      mediaNumber: number,
      holderName: holder_name,
      holderBirthdate: holder_birthdate,
      acceptTerms: true,
    }),
  );
  return stranger;
}

describe.each(DIALECTS)('an order that can no longer be delivered when it is paid ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('refunds the second of two reloads of one card placed side by side (two tabs): the first sale is not settled yet (spec §4)', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const items = [reload(card.id, MONTHLY)];
    const first = await placedOrder(app, me, { items, expectedTotalCents: MONTHLY_CENTS });
    const second = await placedOrder(app, me, { items, expectedTotalCents: MONTHLY_CENTS });
    expect(second.orderId).not.toBe(first.orderId);

    expect((await payWith(app, first.paymentId, SUCCEEDS)).statusCode).toBe(303);
    expect((await payWith(app, second.paymentId, SUCCEEDS)).statusCode).toBe(303);
    await deliver(app, config);

    expect(await contractsOf(app, card.id)).toEqual([
      { id: expect.any(Number), status: 'PENDING_VALIDATION' },
    ]);
    expect(await orderRow(app, first.orderId)).toMatchObject({ status: 'COMPLETED' });
    expect(await orderRow(app, second.orderId)).toMatchObject({ status: 'CANCELED', paid_at: null });
    expect(await refundsOf(app, second.paymentId)).toEqual([{ amount_cents: MONTHLY_CENTS }]);
    expect(okResponse(await verifyOrder(app, me, second.orderId))).toMatchObject({
      outcome: 'REFUSED',
      reason: 'ORDER_CANCELED_REFUNDED',
    });
  });

  it('refunds a reload paid after its card went to another account, cancels the order and loads nothing on the stranger’s card', async () => {
    const { app, config } = ctx();
    const { me, card, placed } = await placedMonthlyReload(app);
    await release(app, me, card.id);
    await strangerTakes(app, card.id);

    // The hosted page was opened before: the passenger pays it anyway.
    expect((await payWith(app, placed.paymentId, SUCCEEDS)).statusCode).toBe(303);
    await deliver(app, config);

    expect(await contractsOf(app, card.id)).toEqual([]);
    expect(await refundsOf(app, placed.paymentId)).toEqual([{ amount_cents: MONTHLY_CENTS }]);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: 'CANCELED', paid_at: null });
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['REFUNDED']);
    expect(await invoiceCount(app, placed.orderId)).toBe(0);
    const verified = okResponse(await verifyOrder(app, me, placed.orderId));
    expect(verified).toMatchObject({ outcome: 'REFUSED', reason: 'ORDER_CANCELED_REFUNDED' });
    // Canceled, with nothing left to prepare (history would otherwise say "being prepared").
    expect(verified.order).toMatchObject({ status: 'CANCELED', processStatus: 'PROCESSED' });
    // Nothing is owed on a canceled order: its schedule reads canceled, not due.
    expect(verified.order.schedule.map((payment) => payment.status)).toEqual(['CANCELED']);

    // Delivered again: nothing more is refunded or loaded.
    await deliver(app, config);
    expect(await refundsOf(app, placed.paymentId)).toHaveLength(1);
    expect(await contractsOf(app, card.id)).toEqual([]);
  });

  it('refunds a duplicate paid after its request was cancelled (the card left the account), and replaces no card', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const { duplicateRequest } = okResponse(
      await post<{ duplicateRequest: { id: number } }>(app, 'Media/requestDuplicate.json', {
        userToken: me.userToken,
        mediaId: card.id,
        reason: 'LOST',
      }),
    );
    const placed = await placedOrder(app, me, {
      items: [
        {
          type: 'CARD_DUPLICATE',
          mediaId: card.id,
          shopItemId: DUPLICATE_FEE,
          quantity: 1,
          duplicateRequestId: duplicateRequest.id,
        },
      ],
      expectedTotalCents: DUPLICATE_FEE_CENTS,
    });
    await release(app, me, card.id);

    expect((await payWith(app, placed.paymentId, SUCCEEDS)).statusCode).toBe(303);
    const verified = okResponse(await verifyOrder(app, me, placed.orderId));

    expect(verified).toMatchObject({ outcome: 'REFUSED', reason: 'ORDER_CANCELED_REFUNDED' });
    expect(await refundsOf(app, placed.paymentId)).toEqual([{ amount_cents: DUPLICATE_FEE_CENTS }]);
    const old = await app.db
      .selectFrom('media')
      .select(['replaced_by_id', 'blocked_at'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(old).toEqual({ replaced_by_id: null, blocked_at: null });
    expect(await invoiceCount(app, placed.orderId)).toBe(0);
    // The notification, delivered after verify applied the payment, changes nothing more.
    await deliver(app, config);
    expect(await refundsOf(app, placed.paymentId)).toHaveLength(1);
  });

  it('refuses to place an order whose card left the account, or that the card can no longer take', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const made = await placedOrder(app, me, {
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    await release(app, me, card.id);
    await strangerTakes(app, card.id);
    const again = await placeOrder(app, me, made.orderId);
    expect(again.statusCode).toBe(409);
    expect(koError(again).code).toBe('ORDER_NOT_PAYABLE');

    // A second order of the same card, made before the first was paid: once the first is paid,
    // the card waits for its first validation (spec §4) and the second is not placed.
    const other = await passengerWithCard(app);
    const first = await placedOrder(app, other.me, {
      items: [reload(other.card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    const second = await placedOrder(app, other.me, {
      items: [reload(other.card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    await payWith(app, first.paymentId, SUCCEEDS);
    expect(okResponse(await verifyOrder(app, other.me, first.orderId)).outcome).toBe('PAID');
    const refused = await placeOrder(app, other.me, second.orderId);
    expect(refused.statusCode).toBe(409);
    expect(koError(refused).code).toBe('SALE_NOT_SETTLED');
  });

  it('refuses to place an order whose voucher’s last use went to another order paid meanwhile (409 VOUCHER_INVALID)', async () => {
    const { app, config } = ctx();
    await app.db
      .insertInto('vouchers')
      .values({
        code: 'UNEFOIS',
        network_id: 1,
        discount_type: 'AMOUNT',
        amount_cents: 500,
        ratio_bp: null,
        product_id: null,
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        max_uses: 1,
        uses: 0,
        label_fr: '5,00\u00a0€ une fois',
        label_en: '€5.00 once',
      })
      .execute();
    const { me, card } = await passengerWithCard(app);
    const second = await insertCard(app, { accountId: me.userId });
    const body = (mediaId: number) => ({
      items: [reload(mediaId, MONTHLY)],
      voucherCode: 'UNEFOIS',
      expectedTotalCents: MONTHLY_CENTS - 500,
    });
    const first = await placedOrder(app, me, body(card.id));
    const other = await placedOrder(app, me, body(second.id));
    await payWith(app, first.paymentId, SUCCEEDS);
    await deliver(app, config);
    expect(okResponse(await verifyOrder(app, me, first.orderId)).outcome).toBe('PAID');

    // The second order's session was opened before: it is answered no more.
    const refused = await placeOrder(app, me, other.orderId);
    expect(refused.statusCode).toBe(409);
    expect(koError(refused).code).toBe('VOUCHER_INVALID');
  });

  it('pays nothing on a notification of another amount than the session’s; the provider’s own event then pays once', async () => {
    const { app, config } = ctx();
    const { me, card, placed } = await placedMonthlyReload(app);
    await payWith(app, placed.paymentId, SUCCEEDS);
    const request = await captureNotification(app, config, placed.orderId);
    // An event of the same payment with another amount and a fresh id, signed as the provider
    // signs (the test config's secret): it must not pay a 49 € order with 1 cent.
    const { sHMAC: _old, ...event } = JSON.parse(request.body) as Record<string, unknown>;
    const changed = { ...event, id: `${String(event.id)}-other`, amountCents: 1 };
    const t = Math.floor(Date.now() / 1000);
    const signature = notificationSignature(config.payments.notificationSecret, t, changed);
    const answer = await injectNotification(app, {
      ...request,
      headers: { ...request.headers, 'x-sandbox-signature': `t=${t},v1=${signature}` },
      body: JSON.stringify(await signBody(changed, SIGNATURE_KEY)),
    });
    expect(answer.status).toBe(200);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: 'PENDING', paid_at: null });
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['PENDING']);
    expect(await contractsOf(app, card.id)).toEqual([]);
    expect(await invoiceCount(app, placed.orderId)).toBe(0);
    expect(await refundsOf(app, placed.paymentId)).toEqual([]);

    // The provider's real event (its amount is the session's) pays the order, once.
    expect((await injectNotification(app, request)).status).toBe(200);
    expect(okResponse(await verifyOrder(app, me, placed.orderId)).outcome).toBe('PAID');
    expect(await contractsOf(app, card.id)).toHaveLength(1);
    expect(await refundsOf(app, placed.paymentId)).toEqual([]);
  });

  it('still pays an order whose card was replaced by its own paid duplicate meanwhile: the reload goes on the new card', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const reloadOrder = await placedOrder(app, me, {
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    const { duplicateRequest } = okResponse(
      await post<{ duplicateRequest: { id: number } }>(app, 'Media/requestDuplicate.json', {
        userToken: me.userToken,
        mediaId: card.id,
        reason: 'LOST',
      }),
    );
    const duplicateOrder = await placedOrder(app, me, {
      items: [
        {
          type: 'CARD_DUPLICATE',
          mediaId: card.id,
          shopItemId: DUPLICATE_FEE,
          quantity: 1,
          duplicateRequestId: duplicateRequest.id,
        },
      ],
      expectedTotalCents: DUPLICATE_FEE_CENTS,
    });
    await payWith(app, duplicateOrder.paymentId, SUCCEEDS);
    await payWith(app, reloadOrder.paymentId, SUCCEEDS);
    await deliver(app, config);
    expect(okResponse(await verifyOrder(app, me, duplicateOrder.orderId)).outcome).toBe('PAID');
    expect(okResponse(await verifyOrder(app, me, reloadOrder.orderId)).outcome).toBe('PAID');
    const { replaced_by_id } = await app.db
      .selectFrom('media')
      .select('replaced_by_id')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(replaced_by_id).not.toBeNull();
    expect(await contractsOf(app, replaced_by_id!)).toEqual([
      expect.objectContaining({ status: 'PENDING_VALIDATION' }),
    ]);
    expect(await refundsOf(app, reloadOrder.paymentId)).toEqual([]);
  });

  it('keeps a card of another account out of the order even when the stranger had it first', async () => {
    const { app } = ctx();
    const { me } = await passengerWithCard(app);
    const strangers = await signUpAndLogIn(app);
    const theirs = await insertCard(app, { accountId: strangers.userId });
    const answer = await post(app, 'Order/create.json', {
      userToken: me.userToken,
      items: [reload(theirs.id, MONTHLY)],
      installments: 1,
      expectedTotalCents: MONTHLY_CENTS,
      acceptTerms: true,
      idempotencyKey: 'attack-key-0000000001',
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe.each(DIALECTS)('a duplicate paid while its card is being removed ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('holds the open request in the paying transaction: the removal waits, then finds it paid', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const { duplicateRequest } = okResponse(
      await post<{ duplicateRequest: { id: number } }>(app, 'Media/requestDuplicate.json', {
        userToken: me.userToken,
        mediaId: card.id,
        reason: 'LOST',
      }),
    );
    const placed = await placedOrder(app, me, {
      items: [
        {
          type: 'CARD_DUPLICATE',
          mediaId: card.id,
          shopItemId: DUPLICATE_FEE,
          quantity: 1,
          duplicateRequestId: duplicateRequest.id,
        },
      ],
      expectedTotalCents: DUPLICATE_FEE_CENTS,
    });
    const order = await orderRow(app, placed.orderId);
    let removal: Promise<unknown> = Promise.resolve();
    let removed = false;
    await app.db.transaction().execute(async (trx) => {
      // The paying transaction has found the order deliverable…
      expect(await undeliverable(trx, order)).toBe(false);
      // …when the passenger removes the card (which cancels its open request).
      removal = release(app, me, card.id).then(() => {
        removed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(removed).toBe(false);
      expect(await payDuplicateRequest(trx, duplicateRequest.id, card.id, new Date().toISOString())).toBe(
        true,
      );
    });
    await removal;
    const { status } = await app.db
      .selectFrom('duplicate_requests')
      .select('status')
      .where('id', '=', duplicateRequest.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('PAID');
  });
});
