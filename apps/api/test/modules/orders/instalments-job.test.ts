import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { chargeDueInstalments, nextDay } from '../../../src/modules/orders/instalments-job.js';
import { useTestApp } from '../../helpers/app.js';
import { okResponse } from '../../helpers/api.js';
import {
  deliver,
  instalmentRows,
  orderRow,
  passengerWithCard,
  placedOrder,
  reload,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { payWith } from '../../helpers/sandbox-psp.js';

const ANNUAL = 1007;
const SUCCEEDS = '4242 4242 4242 4242';
/** The sandbox's card whose first payment succeeds and whose later charges fail. */
const LATER_DECLINED = '4000 0000 0000 0341';

/** An annual pass paid in 4 with that card: the first payment made, three DUE. */
async function paidInFour(app: FastifyInstance, config: Config, cardNumber: string) {
  const { me, card } = await passengerWithCard(app);
  const placed = await placedOrder(app, me, {
    items: [reload(card.id, ANNUAL)],
    installments: 4,
    expectedTotalCents: 49_000,
  });
  await payWith(app, placed.paymentId, cardNumber);
  await deliver(app, config);
  expect(okResponse(await verifyOrder(app, me, placed.orderId)).outcome).toBe('PAID');
  return { me, orderId: placed.orderId };
}

async function chargesOf(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('sandbox_psp_charges')
    .select(['status', 'idempotency_key'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
}

async function regularizationMails(app: FastifyInstance) {
  return app.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'order-regularization').execute();
}

describe('the day after', () => {
  it('crosses months and years', () => {
    expect(nextDay('2026-11-25')).toBe('2026-11-26');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe.each(DIALECTS)('the instalments job ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('charges each later instalment of a pay-in-4 order on its due date, on the saved card, once', async () => {
    const { app, config } = ctx();
    const { orderId } = await paidInFour(app, config, SUCCEEDS);
    const order = await orderRow(app, orderId);
    expect(order.payment_card_id).not.toBeNull();
    const before = await instalmentRows(app, orderId);
    expect(before.map((row) => row.status)).toEqual(['PAID', 'DUE', 'DUE', 'DUE']);

    // Other orders (the demo account's) may be due too: each check reads this order's rows.
    for (const [index, instalment] of before.slice(1).entries()) {
      // The day before, nothing of it is charged.
      await chargeDueInstalments(app.db, config, previousDay(instalment.due_date));
      expect(await chargesOf(app, orderId)).toHaveLength(index);
      // Two runs at once on the due date: one charge.
      await Promise.all([
        chargeDueInstalments(app.db, config, instalment.due_date),
        chargeDueInstalments(app.db, config, instalment.due_date),
      ]);
      expect(await chargesOf(app, orderId)).toHaveLength(index + 1);
      const rows = await instalmentRows(app, orderId);
      expect(rows.filter((row) => row.status === 'PAID')).toHaveLength(index + 2);
      expect(rows[index + 1]).toMatchObject({ status: 'PAID', attempts: 1, next_attempt_on: null });
      expect(rows[index + 1]!.provider_reference).toMatch(/^ch_/);
    }
    const charges = await chargesOf(app, orderId);
    expect(charges).toEqual(
      before.slice(1).map((row) => ({ status: 'SUCCEEDED', idempotency_key: `inst-${row.id}-1` })),
    );
    expect((await orderRow(app, orderId)).status).toBe('COMPLETED');
    // Nothing is left to charge, however late the job runs.
    expect(await chargeDueInstalments(app.db, config, '2099-01-01')).toEqual({
      paid: 0,
      retried: 0,
      failed: 0,
      errors: 0,
    });
  });

  it('retries a failing charge the next day, then after the third failure: FAILED, order in REGULARIZATION, a mail', async () => {
    const { app, config } = ctx();
    const { orderId } = await paidInFour(app, config, LATER_DECLINED);
    const [, second] = await instalmentRows(app, orderId);
    const due = second!.due_date;
    const mailsBefore = (await regularizationMails(app)).length;

    expect(await chargeDueInstalments(app.db, config, due)).toMatchObject({ retried: 1 });
    expect((await instalmentRows(app, orderId))[1]).toMatchObject({
      status: 'DUE',
      attempts: 1,
      next_attempt_on: nextDay(due),
    });
    // Again the same day: it waits for tomorrow.
    expect(await chargeDueInstalments(app.db, config, due)).toMatchObject({ retried: 0, failed: 0 });

    expect(await chargeDueInstalments(app.db, config, nextDay(due))).toMatchObject({ retried: 1 });
    expect((await orderRow(app, orderId)).status).toBe('COMPLETED');
    expect(await chargeDueInstalments(app.db, config, nextDay(nextDay(due)))).toMatchObject({ failed: 1 });

    expect((await instalmentRows(app, orderId))[1]).toMatchObject({
      status: 'FAILED',
      attempts: 3,
      next_attempt_on: null,
    });
    expect((await orderRow(app, orderId)).status).toBe('REGULARIZATION');
    const mails = await regularizationMails(app);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ kind: 'order-regularization' });
    expect((await chargesOf(app, orderId)).map((charge) => charge.idempotency_key)).toEqual([
      `inst-${second!.id}-1`,
      `inst-${second!.id}-2`,
      `inst-${second!.id}-3`,
    ]);
    // The failed one is not charged again; the next ones still are, on their dates.
    await chargeDueInstalments(app.db, config, '2030-01-01');
    const rows = await instalmentRows(app, orderId);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['PAID', 0],
      ['FAILED', 3],
      ['DUE', 1],
      ['DUE', 1],
    ]);
    expect(await chargesOf(app, orderId)).toHaveLength(5);
  });

  it('leaves an unpaid order’s instalments alone', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const placed = await placedOrder(app, me, {
      items: [reload(card.id, ANNUAL)],
      installments: 4,
      expectedTotalCents: 49_000,
    });
    await chargeDueInstalments(app.db, config, '2099-01-01');
    expect(await chargesOf(app, placed.orderId)).toEqual([]);
    expect((await instalmentRows(app, placed.orderId)).map((row) => row.status)).toEqual([
      'DUE',
      'DUE',
      'DUE',
      'DUE',
    ]);
  });
});

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
