/**
 * The back office's dashboard (issue 25, decision 077) on the seeded data: each figure moves by
 * what is done (an order paid today, a FAILED instalment, a refund notified), the review backlog
 * is the queue's, the waiting orders are counted per processing status.
 */
import { startOfNetworkDay, networkDay, type Dashboard } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { refund } from '../../../src/modules/payments/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, okResponse } from '../../helpers/api.js';
import {
  deliver,
  paymentRows,
  passengerWithCard,
  placedOrder,
  reload,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { logInAsStaff } from '../../helpers/staff.js';

const ANNUAL = 1007;

const dashboardOf = async (app: FastifyInstance, userToken: string) =>
  okResponse(await get<Dashboard>(app, 'Staff/getDashboard.json', { userToken }));

describe.each(DIALECTS)('the dashboard ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('counts today’s paid orders and sales, FAILED instalments and the month’s refunds, and moves with them', async () => {
    const { app, config } = ctx();
    const agent = await logInAsStaff(app);
    const before = await dashboardOf(app, agent.userToken);
    expect(before.day).toBe(networkDay());
    expect(before.processing.map((step) => step.processStatus)).toEqual(['TO_PROCESS', 'PROCESSING']);

    // The seeded figures, counted another way.
    const today = networkDay();
    const paidToday = await app.db
      .selectFrom('orders')
      .select(['total_cents'])
      .where('network_id', '=', 1)
      .where('status', 'in', ['COMPLETED', 'REGULARIZATION'])
      .where('paid_at', '>=', startOfNetworkDay(today))
      .where('paid_at', '<', startOfNetworkDay(today, 1))
      .execute();
    expect(before.today).toEqual({
      orders: paidToday.length,
      salesCents: paidToday.reduce((sum, row) => sum + row.total_cents, 0),
    });

    const { me, card } = await passengerWithCard(app);
    const placed = await placedOrder(app, me, {
      items: [reload(card.id, ANNUAL)],
      installments: 4,
      expectedTotalCents: 49_000,
    });
    await payWith(app, placed.paymentId, '4242 4242 4242 4242');
    await deliver(app, config);
    expect(okResponse(await verifyOrder(app, me, placed.orderId)).outcome).toBe('PAID');
    await app.db
      .updateTable('order_instalments')
      .set({ status: 'FAILED', attempts: 3 })
      .where('order_id', '=', placed.orderId)
      .where('position', '=', 2)
      .execute();
    const [payment] = await paymentRows(app, placed.orderId);
    await refund(app.db, config, {
      paymentId: payment!.provider_payment_id,
      amountCents: 1_000,
      idempotencyKey: `test-refund-${placed.orderId}`,
    });
    await deliver(app, config);

    const after = await dashboardOf(app, agent.userToken);
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.salesCents).toBe(before.today.salesCents + 49_000);
    expect(after.failedInstalments).toBe(before.failedInstalments + 1);
    expect(after.refundsOfMonth).toEqual({
      month: today.slice(0, 7),
      count: before.refundsOfMonth.count + 1,
      amountCents: before.refundsOfMonth.amountCents + 1_000,
    });
    const waiting = (dashboard: Dashboard) =>
      dashboard.processing.reduce((sum, step) => sum + step.orders, 0);
    // A reload is processed at payment: it waits nowhere.
    expect(waiting(after)).toBe(waiting(before));
  });

  it('counts paid orders waiting per processing status, and the review backlog as the queue has it', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app);
    const before = await dashboardOf(app, agent.userToken);
    const order = await app.db
      .selectFrom('orders')
      .select(['id', 'process_status'])
      .where('network_id', '=', 1)
      .where('status', '=', 'COMPLETED')
      .where('process_status', '=', 'PROCESSED')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('orders')
      .set({ process_status: 'TO_PROCESS' })
      .where('id', '=', order.id)
      .execute();
    const after = await dashboardOf(app, agent.userToken);
    const count = (dashboard: Dashboard, status: string) =>
      dashboard.processing.find((step) => step.processStatus === status)!.orders;
    expect(count(after, 'TO_PROCESS')).toBe(count(before, 'TO_PROCESS') + 1);
    expect(count(after, 'PROCESSING')).toBe(count(before, 'PROCESSING'));

    const queue = okResponse(
      await get<{ items: { ageMinutes: number; createdAt: string }[] }>(app, 'Staff/reviewQueue.json', {
        userToken: agent.userToken,
      }),
    ).items;
    expect(after.review.backlog).toBe(queue.length);
    expect(after.review.oldestCreatedAt).toBe(queue[0]?.createdAt ?? null);
  });
});
