/**
 * Post-payment usage billing (spec §9 post-payment; issue 7 "usage is billed later"; decision 032):
 * a card registered for the post-payment fare through the real checkout is billed, once its month
 * is over, its journeys of the month at the single ticket's price, never more than the monthly
 * pass, on the registered payment card, exactly once.
 */
import { historyResponse, signBody } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import {
  billPostPaymentUsage,
  monthBounds,
  previousMonth,
  usageAmount,
} from '../../../src/modules/usage-billing/usage-billing.js';
import { runUsageBilling } from '../../../src/modules/usage-billing/job.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, okResponse, post } from '../../helpers/api.js';
import {
  deliver,
  instalmentRows,
  orderRow,
  passengerWithCard,
  placedOrder,
  reload,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import type { LoggedIn } from '../../helpers/passengers.js';
import { pdfText } from '../../helpers/pdf.js';
import { payWith } from '../../helpers/sandbox-psp.js';

/** The seeded post-payment fare's shop item (seed-catalogue.ts). */
const POST_PAYMENT = 1013;
const SUCCEEDS = '4242 4242 4242 4242';
/** The sandbox's card whose first payment (here the registration) succeeds and later charges fail. */
const LATER_DECLINED = '4000 0000 0000 0341';

const OCTOBER = '2026-10';
/** The billing run: the night after October ends. */
const RUN_AT = '2026-11-01T03:00:00.000Z';

/** A passenger whose card is registered for the post-payment fare through the checkout and the sandbox. */
async function registeredCard(app: FastifyInstance, config: Config, cardNumber = SUCCEEDS) {
  const { me, card } = await passengerWithCard(app);
  const placed = await placedOrder(app, me, {
    items: [reload(card.id, POST_PAYMENT)],
    expectedTotalCents: 0,
  });
  await payWith(app, placed.paymentId, cardNumber);
  await deliver(app, config);
  expect(await orderRow(app, placed.orderId)).toMatchObject({ status: 'COMPLETED', post_payment: 1 });
  const contracts = await contractsOf(app, card.id);
  expect(contracts).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
  // Registered on 1 October: the fare's contract (which fulfilment started today) runs from then.
  await app.db
    .updateTable('contracts')
    .set({ valid_from: '2026-10-01' })
    .where('media_id', '=', card.id)
    .execute();
  return { me, card, registrationId: placed.orderId };
}

/** Validations of the card through Ticket/punchTicket.json, each then moved to the instant given. */
async function travel(app: FastifyInstance, me: LoggedIn, mediaId: number, instants: string[]) {
  for (const instant of instants) {
    const { validation } = okResponse(
      await post<{ validation: { id: number } }>(app, 'Ticket/punchTicket.json', {
        userToken: me.userToken,
        mediaId,
        mode: 'BUS',
        line: '3',
      }),
    );
    await app.db
      .updateTable('validations')
      .set({ validated_at: instant })
      .where('id', '=', validation.id)
      .execute();
  }
}

/** `count` instants of October, a few hours apart. */
function octoberTrips(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(2026, 9, 1 + Math.floor(index / 2), 7 + 9 * (index % 2))).toISOString(),
  );
}

function contractsOf(app: FastifyInstance, mediaId: number) {
  return app.db.selectFrom('contracts').select(['id', 'status']).where('media_id', '=', mediaId).execute();
}

function usageOrders(app: FastifyInstance, accountId: number) {
  return app.db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('order_type', '=', 'POST_PAYMENT_USAGE')
    .orderBy('id')
    .execute();
}

function itemsOf(app: FastifyInstance, orderId: number) {
  return app.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
}

function chargesOf(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('sandbox_psp_charges')
    .select(['status', 'idempotency_key', 'amount_cents'])
    .where('order_id', '=', orderId)
    .execute();
}

function mailsTo(app: FastifyInstance, email: string, kind: string) {
  return app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

function invoicesOf(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('invoices')
    .select(['number', 'total_cents'])
    .where('order_id', '=', orderId)
    .execute();
}

describe('the usage billing arithmetic', () => {
  it('bills the trips at the ticket price, never more than the pass', () => {
    expect(usageAmount(3, 170, 4900)).toEqual({ subtotalCents: 510, discountCents: 0, totalCents: 510 });
    expect(usageAmount(28, 170, 4900)).toEqual({ subtotalCents: 4760, discountCents: 0, totalCents: 4760 });
    expect(usageAmount(29, 170, 4900)).toEqual({ subtotalCents: 4930, discountCents: 30, totalCents: 4900 });
    expect(usageAmount(40, 170, 4900)).toEqual({
      subtotalCents: 6800,
      discountCents: 1900,
      totalCents: 4900,
    });
    expect(usageAmount(40, 170, null)).toEqual({ subtotalCents: 6800, discountCents: 0, totalCents: 6800 });
  });

  it('knows the months: their bounds and the one before a day', () => {
    expect(monthBounds('2026-10')).toEqual({ from: '2026-10-01', to: '2026-11-01' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(() => monthBounds('2026-13')).toThrow();
    expect(previousMonth('2026-11-01')).toBe('2026-10');
    expect(previousMonth('2026-11-30')).toBe('2026-10');
    expect(previousMonth('2027-01-15')).toBe('2026-12');
    expect(previousMonth('2028-03-31')).toBe('2028-02');
  });
});

describe.each(DIALECTS)('post-payment usage billing ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('bills October’s 3 journeys in November, 3 × 1,70 €, on the registered card, once however many runs meet', async () => {
    const { app, config } = ctx();
    const { me, card } = await registeredCard(app, config);
    await travel(app, me, card.id, [
      '2026-09-30T23:59:59.000Z', // before the fare ran: not billed
      '2026-10-03T07:45:00.000Z',
      '2026-10-14T17:30:00.000Z',
      '2026-10-31T23:59:59.999Z',
      '2026-11-01T00:00:00.000Z', // November's: billed with November
    ]);
    const contractsBefore = await contractsOf(app, card.id);
    const confirmationsBefore = (await mailsTo(app, me.passenger.email, 'order-confirmation')).length;

    // A month not over is not billed.
    await expect(billPostPaymentUsage(app.db, config, '2026-11', RUN_AT)).rejects.toThrow();
    // Two runs at once, then a third later.
    const reports = await Promise.all([
      billPostPaymentUsage(app.db, config, OCTOBER, RUN_AT),
      billPostPaymentUsage(app.db, config, OCTOBER, RUN_AT),
    ]);
    await billPostPaymentUsage(app.db, config, OCTOBER, '2026-11-02T03:00:00.000Z');
    expect(reports.every((report) => report.errors === 0)).toBe(true);

    const orders = await usageOrders(app, me.userId);
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order).toMatchObject({
      status: 'COMPLETED',
      process_status: 'PROCESSED',
      installments: 1,
      post_payment: 0,
      subtotal_cents: 510,
      discount_cents: 0,
      total_cents: 510,
      vat_cents: 46,
      paid_at: RUN_AT,
    });
    expect(order.payment_card_id).not.toBeNull();
    expect(await itemsOf(app, order.id)).toEqual([
      expect.objectContaining({
        type: 'POST_PAYMENT_USAGE',
        media_id: card.id,
        card_number: card.number,
        quantity: 3,
        unit_price_cents: 170,
        discount_cents: 0,
        total_cents: 510,
        name_fr: 'Trajets en post-paiement – octobre 2026',
        name_en: 'Post-payment journeys – October 2026',
      }),
    ]);
    expect(await instalmentRows(app, order.id)).toEqual([
      expect.objectContaining({ position: 1, amount_cents: 510, status: 'PAID', attempts: 1 }),
    ]);
    expect(await chargesOf(app, order.id)).toEqual([
      { status: 'SUCCEEDED', idempotency_key: `usage-${order.id}-${OCTOBER}`, amount_cents: 510 },
    ]);
    expect(await invoicesOf(app, order.id)).toEqual([
      { number: expect.stringMatching(/^F2026-/), total_cents: 510 },
    ]);
    const confirmations = await mailsTo(app, me.passenger.email, 'order-confirmation');
    expect(confirmations).toHaveLength(confirmationsBefore + 1);
    expect(confirmations.at(-1)!.text_body).toContain('3 × Trajets en post-paiement – octobre 2026');
    // A bill puts nothing on the card.
    expect(await contractsOf(app, card.id)).toEqual(contractsBefore);
    const bills = await app.db
      .selectFrom('usage_bills')
      .selectAll()
      .where('media_id', '=', card.id)
      .execute();
    expect(bills).toEqual([
      expect.objectContaining({ account_id: me.userId, month: OCTOBER, order_id: order.id }),
    ]);
  });

  it('caps 40 journeys at the monthly pass: 49,00 €, the rest a discount', async () => {
    const { app, config } = ctx();
    const { me, card } = await registeredCard(app, config);
    await travel(app, me, card.id, octoberTrips(40));

    expect(await billPostPaymentUsage(app.db, config, OCTOBER, RUN_AT)).toMatchObject({ errors: 0 });

    const [order, ...others] = await usageOrders(app, me.userId);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      status: 'COMPLETED',
      subtotal_cents: 6800,
      discount_cents: 1900,
      total_cents: 4900,
    });
    expect(await itemsOf(app, order!.id)).toEqual([
      expect.objectContaining({
        quantity: 40,
        unit_price_cents: 170,
        discount_cents: 1900,
        total_cents: 4900,
      }),
    ]);
    expect(await chargesOf(app, order!.id)).toEqual([expect.objectContaining({ amount_cents: 4900 })]);
    expect(await invoicesOf(app, order!.id)).toEqual([expect.objectContaining({ total_cents: 4900 })]);
  });

  it('makes no order for a month without journeys', async () => {
    const { app, config } = ctx();
    const { me, card } = await registeredCard(app, config);
    await travel(app, me, card.id, ['2026-11-02T08:00:00.000Z']);

    await billPostPaymentUsage(app.db, config, OCTOBER, RUN_AT);

    expect(await usageOrders(app, me.userId)).toEqual([]);
    expect(
      await app.db.selectFrom('usage_bills').selectAll().where('media_id', '=', card.id).execute(),
    ).toEqual([]);
  });

  it('puts a bill whose charge is refused in REGULARIZATION and mails the passenger, once', async () => {
    const { app, config } = ctx();
    const { me, card } = await registeredCard(app, config, LATER_DECLINED);
    await travel(app, me, card.id, octoberTrips(2));
    const mailsBefore = (await mailsTo(app, me.passenger.email, 'order-regularization')).length;

    expect(await billPostPaymentUsage(app.db, config, OCTOBER, RUN_AT)).toMatchObject({ errors: 0 });
    await billPostPaymentUsage(app.db, config, OCTOBER, '2026-11-02T03:00:00.000Z');

    const [order, ...others] = await usageOrders(app, me.userId);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      status: 'REGULARIZATION',
      process_status: 'PROCESSED',
      total_cents: 340,
      paid_at: null,
    });
    expect(await instalmentRows(app, order!.id)).toEqual([
      expect.objectContaining({ status: 'FAILED', attempts: 1, amount_cents: 340 }),
    ]);
    expect(await chargesOf(app, order!.id)).toEqual([
      { status: 'FAILED', idempotency_key: `usage-${order!.id}-${OCTOBER}`, amount_cents: 340 },
    ]);
    // No invoice for what was not paid.
    expect(await invoicesOf(app, order!.id)).toEqual([]);
    const mails = await mailsTo(app, me.passenger.email, 'order-regularization');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toContain(order!.reference!);
    expect(mails.at(-1)!.text_body).toContain('3,40');
    expect(mails.at(-1)!.text_body).toContain('n’a pas pu être prélevée sur votre carte bancaire.');
  });

  it('never bills my card another account’s validations, nor mine on another account’s bill', async () => {
    const { app, config } = ctx();
    const mine = await registeredCard(app, config);
    const theirs = await registeredCard(app, config);
    await travel(app, mine.me, mine.card.id, octoberTrips(2));
    await travel(app, theirs.me, theirs.card.id, octoberTrips(5));
    // A validation of my card while another account held it (before it was mine).
    await app.db
      .insertInto('validations')
      .values({
        media_id: mine.card.id,
        account_id: theirs.me.userId,
        mode: 'BOAT',
        line: 'Navette',
        validated_at: '2026-10-20T12:00:00.000Z',
      })
      .execute();

    await billPostPaymentUsage(app.db, config, OCTOBER, RUN_AT);

    const [myBill] = await usageOrders(app, mine.me.userId);
    expect(await itemsOf(app, myBill!.id)).toEqual([
      expect.objectContaining({ media_id: mine.card.id, quantity: 2, total_cents: 340 }),
    ]);
    const theirBills = await usageOrders(app, theirs.me.userId);
    expect(theirBills).toHaveLength(1);
    expect(await itemsOf(app, theirBills[0]!.id)).toEqual([
      expect.objectContaining({ media_id: theirs.card.id, quantity: 5, total_cents: 850 }),
    ]);
    // Their saved card paid theirs, mine paid mine.
    expect(myBill!.payment_card_id).not.toBe(theirBills[0]!.payment_card_id);
  });

  it('the hourly job bills the month before its day: October from 1 November on, not on 31 October', async () => {
    const { app, config } = ctx();
    const { me, card } = await registeredCard(app, config);
    await travel(app, me, card.id, octoberTrips(2));

    // On 31 October the job bills September (nothing here): October is not over.
    await runUsageBilling(app, new Date('2026-10-31T23:00:00.000Z'));
    expect(await usageOrders(app, me.userId)).toEqual([]);

    await runUsageBilling(app, new Date('2026-11-01T00:05:00.000Z'));
    await runUsageBilling(app, new Date('2026-11-01T01:05:00.000Z'));
    const orders = await usageOrders(app, me.userId);
    expect(orders).toEqual([expect.objectContaining({ status: 'COMPLETED', total_cents: 340 })]);
    expect(
      await app.db.selectFrom('usage_bills').select('month').where('media_id', '=', card.id).execute(),
    ).toEqual([{ month: OCTOBER }]);
  });

  it('shows the bill in Order/history.json with its invoice, and Order/printOrder.json prints it', async () => {
    const { app, config } = ctx();
    const { me, card } = await registeredCard(app, config);
    await travel(app, me, card.id, octoberTrips(3));
    await billPostPaymentUsage(app.db, config, OCTOBER, RUN_AT);
    const [bill] = await usageOrders(app, me.userId);
    const [invoice] = await invoicesOf(app, bill!.id);

    const { orders } = historyResponse.parse(
      okResponse(await get(app, 'Order/history.json', { userToken: me.userToken })),
    );
    expect(orders.map((order) => order.orderType)).toEqual(['POST_PAYMENT_USAGE', 'CARD_RELOAD']);
    expect(orders[0]).toMatchObject({
      id: bill!.id,
      status: 'COMPLETED',
      postPayment: false,
      subtotalCents: 510,
      totalCents: 510,
      items: [
        {
          type: 'POST_PAYMENT_USAGE',
          mediaId: card.id,
          name: 'Trajets en post-paiement – octobre 2026',
          quantity: 3,
          unitPriceCents: 170,
          totalCents: 510,
        },
      ],
      schedule: [{ index: 1, amountCents: 510, status: 'PAID' }],
      invoice: { number: invoice!.number },
    });

    const printed = await app.inject({
      method: 'POST',
      url: '/api/Order/printOrder.json',
      payload: await signBody({ userToken: me.userToken, orderId: bill!.id }, SIGNATURE_KEY),
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const text = pdfText(printed.rawPayload);
    expect(text).toContain(invoice!.number);
    expect(text).toContain('Trajets en post-paiement');
  });
});
