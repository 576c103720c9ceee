/**
 * Order tracking and invoices (spec §2 account area, §7 Order/history.json, Order/getOrders.json,
 * Order/printOrder.json): the caller's orders a page at a time, their invoices filtered by year and
 * mode, an invoice as a PDF; another account's orders never show, and its ids answer like missing ones.
 */
import { getOrdersResponse, historyResponse, signBody } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { seed } from '../../../src/db/seed.js';
import { issueOrderInvoice } from '../../../src/modules/orders/service.js';
import { orderHistory } from '../../../src/modules/orders/tracking.js';
import { demoLogin, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { insertOrder } from '../../helpers/orders.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { pdfText } from '../../helpers/pdf.js';

/** Counts the queries a Kysely instance sends. */
function queryCounter() {
  const counter = {
    count: 0,
    plugin: {
      transformQuery(args: PluginTransformQueryArgs) {
        counter.count += 1;
        return args.node;
      },
      async transformResult(args: PluginTransformResultArgs) {
        return args.result;
      },
    } satisfies KyselyPlugin,
  };
  return counter;
}

async function printRaw(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/Order/printOrder.json',
    payload: await signBody(body, SIGNATURE_KEY),
  });
}

async function history(app: FastifyInstance, query: Record<string, string | number>) {
  return historyResponse.parse(okResponse(await get(app, 'Order/history.json', query)));
}

async function invoices(app: FastifyInstance, query: Record<string, string | number>) {
  return getOrdersResponse.parse(okResponse(await get(app, 'Order/getOrders.json', query)));
}

/** A passenger with a card and `count` paid orders, one a day apart (the last one newest). */
async function passengerWithOrders(app: FastifyInstance, count: number) {
  const me = await signUpAndLogIn(app);
  const card = await insertCard(app, { accountId: me.userId, holderFirstname: 'Anaïs' });
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const createdAt = new Date(Date.UTC(2026, 0, 10 + index, 9)).toISOString();
    ids.push((await insertOrder(app, { accountId: me.userId, mediaId: card.id, createdAt })).id);
  }
  return { me, card, ids };
}

describe.each(DIALECTS)('order tracking and invoices ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('Order/history.json: the caller’s orders newest first with items, schedule and invoice, a page at a time', async () => {
    const { app } = ctx();
    const { me, card, ids } = await passengerWithOrders(app, 4);
    const annual = await insertOrder(app, {
      accountId: me.userId,
      mediaId: card.id,
      product: 'ANNUAL_ALL',
      createdAt: '2026-02-15T10:00:00.000Z',
      schedule: [
        { dueDate: '2026-02-15', amountCents: 12250, status: 'PAID', paidAt: '2026-02-15T10:00:00.000Z' },
        { dueDate: '2026-03-15', amountCents: 12250, status: 'PAID', paidAt: '2026-03-15T06:00:00.000Z' },
        { dueDate: '2026-04-15', amountCents: 12250, status: 'FAILED' },
        { dueDate: '2026-05-15', amountCents: 12250, status: 'DUE' },
      ],
      status: 'REGULARIZATION',
      invoiceAt: '2026-02-15T10:00:01.000Z',
    });

    const first = await history(app, { userToken: me.userToken, limit: 2 });
    expect(first.orders.map((order) => order.id)).toEqual([annual.id, ids[3]]);
    expect(first.next).toBe(ids[3]);
    const [newest] = first.orders;
    expect(newest).toMatchObject({
      id: annual.id,
      // Spec §3's order record: id and network_id (decision 064).
      network_id: 1,
      reference: annual.reference,
      status: 'REGULARIZATION',
      processStatus: 'PROCESSED',
      installments: 4,
      totalCents: 49000,
      subtotalCents: 49000,
      discountCents: 0,
      items: [
        {
          type: 'CARD_RELOAD',
          mediaId: card.id,
          cardNumber: card.number,
          holderName: 'Anaïs Le Goff',
          name: 'Abonnement annuel tout public',
          quantity: 1,
          unitPriceCents: 49000,
          totalCents: 49000,
        },
      ],
      invoice: { number: expect.stringMatching(/^F2026-\d{6}$/), issuedAt: '2026-02-15T10:00:01.000Z' },
    });
    expect(newest!.schedule.map((payment) => [payment.index, payment.dueDate, payment.status])).toEqual([
      [1, '2026-02-15', 'PAID'],
      [2, '2026-03-15', 'PAID'],
      [3, '2026-04-15', 'FAILED'],
      [4, '2026-05-15', 'DUE'],
    ]);

    const second = await history(app, { userToken: me.userToken, limit: 2, before: first.next! });
    expect(second.orders.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    const third = await history(app, { userToken: me.userToken, limit: 2, before: second.next! });
    expect(third.orders.map((order) => order.id)).toEqual([ids[0]]);
    expect(third.next).toBeNull();
    expect(third.orders[0]!.invoice).toBeNull();

    const all = await history(app, { userToken: me.userToken, locale: 'en' });
    expect(all.orders).toHaveLength(5);
    expect(all.next).toBeNull();
    expect(all.orders[0]!.items[0]!.name).toBe('Annual pass');
  });

  it('a page costs one query per table, whatever the number of orders on it (no query per order)', async () => {
    const { app } = ctx();
    const { me } = await passengerWithOrders(app, 6);
    const session = { accountId: me.userId, networkId: 1 } as Parameters<typeof orderHistory>[1];
    const counts: number[] = [];
    for (const limit of [1, 6]) {
      const counter = queryCounter();
      const page = await orderHistory(app.db.withPlugin(counter.plugin), session, { limit }, 'fr');
      expect(page.orders).toHaveLength(limit);
      counts.push(counter.count);
    }
    expect(counts).toEqual([4, 4]);
  });

  it('another account sees none of my orders, and a page of mine is empty for it', async () => {
    const { app } = ctx();
    const { ids } = await passengerWithOrders(app, 2);
    const stranger = await signUpAndLogIn(app);
    expect(await history(app, { userToken: stranger.userToken })).toEqual({ orders: [], next: null });
    expect(await history(app, { userToken: stranger.userToken, before: ids[1]! + 1 })).toEqual({
      orders: [],
      next: null,
    });
    expect(await invoices(app, { userToken: stranger.userToken })).toEqual({
      invoices: [],
      years: [],
      modes: [],
    });
  });

  it('refuses a page size or a cursor that is not a positive number, in the caller’s language', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    for (const query of [{ limit: 0 }, { limit: 51 }, { before: 'abc' }, { before: -3 }]) {
      const answer = await get(app, 'Order/history.json', { userToken: me.userToken, ...query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
  });

  it('Order/getOrders.json: the invoices filtered by year and transport mode, with the filters’ choices', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const monthly = await insertOrder(app, {
      accountId: me.userId,
      mediaId: card.id,
      createdAt: '2025-11-03T08:00:00.000Z',
      invoiceAt: '2025-11-03T08:00:02.000Z',
    });
    const bike = await insertOrder(app, {
      accountId: me.userId,
      mediaId: card.id,
      product: 'BIKE_ANNUAL',
      createdAt: '2026-03-01T08:00:00.000Z',
      invoiceAt: '2026-03-01T08:00:02.000Z',
    });
    await insertOrder(app, { accountId: me.userId, mediaId: card.id, status: 'PENDING' });

    const everything = await invoices(app, { userToken: me.userToken });
    expect(everything.years).toEqual([2026, 2025]);
    expect(everything.modes).toEqual(['BUS', 'BOAT', 'BIKE']);
    expect(everything.invoices.map((invoice) => invoice.orderId)).toEqual([bike.id, monthly.id]);
    const [bikeNumber, monthlyNumber] = everything.invoices.map((entry) => entry.number);
    expect(monthlyNumber).toMatch(/^F2025-\d{6}$/);
    expect(everything.invoices[1]).toEqual({
      number: monthlyNumber,
      orderId: monthly.id,
      issuedAt: '2025-11-03T08:00:02.000Z',
      totalCents: 4900,
      transportModes: ['BUS', 'BOAT'],
      transportType: 'Bus, Bateaux',
    });

    const of2025 = await invoices(app, { userToken: me.userToken, year: 2025 });
    expect(of2025.invoices.map((invoice) => invoice.number)).toEqual([monthlyNumber]);
    expect(of2025.years).toEqual([2026, 2025]);
    const bikes = await invoices(app, { userToken: me.userToken, mode: 'BIKE', locale: 'en' });
    expect(bikes.invoices.map((invoice) => [invoice.number, invoice.transportType])).toEqual([
      [bikeNumber, 'Self-service bike'],
    ]);
    const none = await invoices(app, { userToken: me.userToken, mode: 'CAR_SHARING', year: 2026 });
    expect(none.invoices).toEqual([]);

    const badMode = await get(app, 'Order/getOrders.json', { userToken: me.userToken, mode: 'PLANE' });
    expect(badMode.statusCode).toBe(400);
  });

  it('Order/printOrder.json: the invoice as a PDF named by its number, in the caller’s language', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const order = await insertOrder(app, {
      accountId: me.userId,
      mediaId: card.id,
      createdAt: '2026-05-04T08:00:00.000Z',
      invoiceAt: '2026-05-04T08:00:01.000Z',
    });

    const number = (await history(app, { userToken: me.userToken })).orders[0]?.invoice?.number;
    const french = await printRaw(app, { userToken: me.userToken, orderId: order.id });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('application/pdf');
    expect(number).toMatch(/^F2026-\d{6}$/);
    expect(french.headers['content-disposition']).toBe(`attachment; filename="facture-${number}.pdf"`);
    expect(french.headers['cache-control']).toBe('private, no-store');
    expect(french.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(french.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain(order.reference);

    const english = await printRaw(app, { userToken: me.userToken, orderId: String(order.id), locale: 'en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(pdfText(english.rawPayload)).toContain('INVOICE');
  });

  it('Order/printOrder.json: an order without invoice yet is 409; another’s or a missing one is 403 alike', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const pending = await insertOrder(app, { accountId: me.userId, mediaId: card.id, status: 'PENDING' });
    const notReady = await post(app, 'Order/printOrder.json', {
      userToken: me.userToken,
      orderId: pending.id,
    });
    expect(notReady.statusCode).toBe(409);
    expect(koError(notReady)).toEqual({
      code: 'INVOICE_NOT_READY',
      message:
        'La facture de cette commande n’est pas encore émise\u00a0: elle le sera dès le paiement validé.',
    });

    const { ids } = await passengerWithOrders(app, 1);
    const theirs = await post(app, 'Order/printOrder.json', { userToken: me.userToken, orderId: ids[0] });
    const missing = await post(app, 'Order/printOrder.json', { userToken: me.userToken, orderId: 987_654 });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).toEqual(missing.body);
    expect(koError(theirs).code).toBe('FORBIDDEN');
  });

  it('the demo account holds an order paid at once and one in 4 instalments with one left, with their invoices', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const today = new Date().toISOString().slice(0, 10);
    const { orders, next } = await history(app, { userToken: demo.userToken });
    expect(next).toBeNull();
    expect(
      orders.map((order) => [order.status, order.processStatus, order.installments, order.totalCents]),
    ).toEqual([
      ['COMPLETED', 'PROCESSED', 1, 4900],
      ['COMPLETED', 'PROCESSED', 4, 49000],
    ]);
    const [monthly, annual] = orders;
    expect(monthly!.items.map((item) => [item.cardNumber, item.holderName, item.name])).toEqual([
      ['4100000101', 'Claire Morel', 'Abonnement mensuel tout public'],
    ]);
    expect(monthly!.createdAt.slice(0, 10) <= today).toBe(true);
    expect(annual!.schedule.map((payment) => [payment.amountCents, payment.status])).toEqual([
      [12250, 'PAID'],
      [12250, 'PAID'],
      [12250, 'PAID'],
      [12250, 'DUE'],
    ]);
    expect(annual!.schedule.slice(0, 3).every((payment) => payment.dueDate <= today)).toBe(true);
    expect(annual!.schedule[3]!.dueDate > today).toBe(true);
    for (const order of orders) expect(order.invoice?.number).toMatch(/^F\d{4}-\d{6}$/);

    const list = await invoices(app, { userToken: demo.userToken });
    expect(list.invoices.map((invoice) => invoice.orderId)).toEqual([monthly!.id, annual!.id]);
    expect(list.modes).toEqual(['BUS', 'BOAT']);
    for (const order of orders) {
      const pdf = await printRaw(app, { userToken: demo.userToken, orderId: order.id });
      expect(pdf.statusCode).toBe(200);
      expect(pdfText(pdf.rawPayload)).toContain(order.invoice!.number);
    }

    // A second start seeds nothing more.
    await seed(app.db, { demo: true, issueInvoice: issueOrderInvoice });
    const again = await history(app, { userToken: demo.userToken });
    expect(again.orders.map((order) => [order.id, order.invoice?.number])).toEqual(
      orders.map((order) => [order.id, order.invoice?.number]),
    );
    const demoCards = await app.db
      .selectFrom('payment_cards')
      .select(['account_id', 'last4'])
      .where('account_id', '=', demo.userId)
      .execute();
    // The card of the instalments, and the spare one of /account/payment-cards (seed-bikes.ts).
    expect(demoCards).toEqual([
      { account_id: demo.userId, last4: '4242' },
      { account_id: demo.userId, last4: '4444' },
    ]);
  });
});
