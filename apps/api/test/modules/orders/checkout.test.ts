import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestHash } from '../../../src/modules/orders/checkout.js';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, type Answer } from '../../helpers/api.js';
import { TODAY } from '../../helpers/cards.js';
import { createOrder, freshKey, passengerWithCard, reload } from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';

// Seeded catalogue (seed-catalogue.ts): shop item ids.
const TICKET = 1001;
const ANNUAL = 1007;

function refusal(answer: Answer) {
  return { status: answer.statusCode, code: koError(answer).code };
}

async function countOrders(app: FastifyInstance, accountId: number): Promise<number> {
  const row = await app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('the request hash of a checkout', () => {
  it('is the same for the same cart and differs for another cart, voucher or instalment count', () => {
    const items = [reload(5, ANNUAL)];
    const base = requestHash({ items, voucherCode: undefined, installments: 1 });
    expect(requestHash({ items: [reload(5, ANNUAL)], installments: 1 })).toBe(base);
    expect(requestHash({ items: [reload(5, ANNUAL, 2)], installments: 1 })).not.toBe(base);
    expect(requestHash({ items: [reload(6, ANNUAL)], installments: 1 })).not.toBe(base);
    expect(requestHash({ items, voucherCode: 'MOINS5', installments: 1 })).not.toBe(base);
    expect(requestHash({ items, installments: 4 })).not.toBe(base);
  });
});

describe.each(DIALECTS)('POST Order/create.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('makes a PENDING order priced by the server, with its items and its schedule all DUE', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const { order } = okResponse(
      await createOrder(app, me, {
        items: [reload(card.id, ANNUAL)],
        installments: 4,
        expectedTotalCents: 49_000,
        idempotencyKey: freshKey(),
      }),
    );
    expect(order).toMatchObject({
      reference: `OM-${String(order.id).padStart(8, '0')}`,
      status: 'PENDING',
      processStatus: 'TO_PROCESS',
      origin: 'ESHOP',
      paymentMethod: 'CARD',
      orderType: 'CARD_RELOAD',
      installments: 4,
      postPayment: false,
      subtotalCents: 49_000,
      discountCents: 0,
      totalCents: 49_000,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        mediaId: card.id,
        cardNumber: card.number,
        shopItemId: ANNUAL,
        quantity: 1,
        unitPriceCents: 49_000,
        totalCents: 49_000,
      }),
    ]);
    expect(order.schedule.map(({ index, amountCents, status }) => ({ index, amountCents, status }))).toEqual([
      { index: 1, amountCents: 12_250, status: 'DUE' },
      { index: 2, amountCents: 12_250, status: 'DUE' },
      { index: 3, amountCents: 12_250, status: 'DUE' },
      { index: 4, amountCents: 12_250, status: 'DUE' },
    ]);
    expect(order.schedule[0]!.dueDate).toBe(TODAY);
    const row = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: me.userId, vat_cents: 4_455, locale: 'fr', paid_at: null });
    const items = await app.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(items).toEqual([
      expect.objectContaining({
        name_fr: 'Abonnement annuel tout public',
        name_en: 'Annual pass',
        transport_modes: expect.stringContaining('BUS'),
        contract_ids: null,
      }),
    ]);
  });

  it('refuses a tampered amount: the expected total is not the server’s (409 AMOUNT_CHANGED), and makes nothing', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const answer = await createOrder(app, me, {
      items: [reload(card.id, ANNUAL)],
      expectedTotalCents: 100,
      idempotencyKey: freshKey(),
    });
    expect(refusal(answer)).toEqual({ status: 409, code: 'AMOUNT_CHANGED' });
    expect(await countOrders(app, me.userId)).toBe(0);
  });

  it('refuses instalments the cart does not allow (409 INSTALMENTS_NOT_ALLOWED)', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const answer = await createOrder(app, me, {
      items: [reload(card.id, TICKET)],
      installments: 4,
      expectedTotalCents: 170,
      idempotencyKey: freshKey(),
    });
    expect(refusal(answer)).toEqual({ status: 409, code: 'INSTALMENTS_NOT_ALLOWED' });
    expect(await countOrders(app, me.userId)).toBe(0);
  });

  it('answers the same order to the same key and cart, and 409 IDEMPOTENCY_KEY_REUSED to the same key with another cart', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const idempotencyKey = freshKey();
    const body = { items: [reload(card.id, ANNUAL)], expectedTotalCents: 49_000, idempotencyKey };
    const first = okResponse(await createOrder(app, me, body)).order;
    const again = okResponse(await createOrder(app, me, { ...body, locale: 'en' })).order;
    expect(again.id).toBe(first.id);
    expect(again.items[0]!.name).toBe('Annual pass');

    const otherCart = await createOrder(app, me, {
      ...body,
      items: [reload(card.id, ANNUAL, 2)],
      expectedTotalCents: 98_000,
    });
    expect(refusal(otherCart)).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    const otherCount = await createOrder(app, me, { ...body, installments: 4 });
    expect(refusal(otherCount)).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countOrders(app, me.userId)).toBe(1);

    // Another account's key is its own.
    const other = await passengerWithCard(app);
    const theirs = okResponse(
      await createOrder(app, other.me, { ...body, items: [reload(other.card.id, ANNUAL)] }),
    ).order;
    expect(theirs.id).not.toBe(first.id);
  });

  it('makes one order of 50 identical submissions at once, and answers it to each', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const body = {
      items: [reload(card.id, ANNUAL)],
      installments: 10,
      expectedTotalCents: 49_000,
      idempotencyKey: freshKey(),
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => createOrder(app, me, body)));
    const ids = answers.map((answer) => okResponse(answer).order.id);
    expect(new Set(ids).size).toBe(1);
    expect(await countOrders(app, me.userId)).toBe(1);
    const instalments = await app.db
      .selectFrom('order_instalments')
      .select('position')
      .where('order_id', '=', ids[0]!)
      .execute();
    expect(instalments).toHaveLength(10);
  });

  it('refuses a cart with a card that is not the caller’s like a missing one (403 FORBIDDEN)', async () => {
    const { app } = ctx();
    const { me } = await passengerWithCard(app);
    const stranger = await passengerWithCard(app);
    const theirs = await createOrder(app, me, {
      items: [reload(stranger.card.id, ANNUAL)],
      expectedTotalCents: 49_000,
      idempotencyKey: freshKey(),
    });
    const missing = await createOrder(app, me, {
      items: [reload(987_654, ANNUAL)],
      expectedTotalCents: 49_000,
      idempotencyKey: freshKey(),
    });
    expect(refusal(theirs)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(missing.body).toEqual(theirs.body);
  });

  it('refuses a cart without accepting the terms, or without a key (400)', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const items = [reload(card.id, ANNUAL)];
    const noTerms = await createOrder(app, me, {
      items,
      expectedTotalCents: 49_000,
      idempotencyKey: freshKey(),
      acceptTerms: false,
    });
    expect(refusal(noTerms)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    const noKey = await createOrder(app, me, { items, expectedTotalCents: 49_000 });
    expect(refusal(noKey)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
