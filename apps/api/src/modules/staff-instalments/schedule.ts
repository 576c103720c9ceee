/**
 * Staff/closeSchedule.json (decision 077, supervisors): the instalments left of an order (DUE, or
 * FAILED and not being charged) are not charged, with a reason; the pass stays as sold. Audited,
 * and the customer mailed.
 */
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { recordStaffAction } from '../audit/service.js';
import { closeOrderSchedule, scheduleOfOrder } from '../orders/service.js';
import { actingStaff, customerOf } from './customer.js';
import { queueScheduleClosedMail } from './mails.js';

export async function closeSchedule(
  ctx: AppContext,
  session: CurrentSession,
  input: { accountId: number; orderId: number; reason: string },
) {
  const staff = await actingStaff(ctx.db, session);
  const customer = await customerOf(ctx.db, session.networkId, input.accountId);
  const schedule = await scheduleOfOrder(ctx.db, customer.accountId, input.orderId);
  const now = new Date();
  const at = now.toISOString();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { closed, orderStatus } = await closeOrderSchedule(trx, schedule, input.reason, now);
    const closedCents = closed.reduce((sum, row) => sum + row.amount_cents, 0);
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'schedule.close',
        recordKind: 'order',
        recordId: schedule.order.id,
        customerAccountId: customer.accountId,
        before: {
          order: schedule.reference,
          orderStatus: schedule.order.status,
          instalments: closed.map((row) => ({ position: row.position, status: row.status })),
        },
        after: { order: schedule.reference, orderStatus, reason: input.reason, closedCents },
      },
      at,
    );
    const recipient = customer.recipient(schedule.locale);
    if (recipient) {
      await queueScheduleClosedMail(trx, ctx.config, recipient, {
        reference: schedule.reference,
        closedCount: closed.length,
        closedCents,
      });
    }
    return { closedPositions: closed.map((row) => row.position), orderStatus };
  });
  await ctx.mailer.sendQueued();
  return result;
}
