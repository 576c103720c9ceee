/**
 * A FAILED instalment regularised from the customer's page (decision 077): charged again on the
 * order's saved card (once, whatever the clicks: orders' hold and idempotency key), or paid at
 * the counter with its means. Either way the order follows as the instalments job's success makes
 * it (orders' settleOrderAfterInstalment); audited, and the customer mailed when it is paid.
 */
import type { CounterPaymentMeans } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/service.js';
import {
  chargeHeldInstalment,
  failedInstalment,
  holdFailedInstalment,
  recordChargedAgain,
  recordPaidAtCounter,
  recordRefusedAgain,
  scheduleOfOrder,
} from '../orders/service.js';
import { actingStaff, customerOf } from './customer.js';
import { queueInstalmentPaidMail } from './mails.js';

type InstalmentRef = { accountId: number; orderId: number; position: number };

/** Staff/chargeInstalmentAgain.json. */
export async function chargeInstalmentAgain(ctx: AppContext, session: CurrentSession, input: InstalmentRef) {
  const staff = await actingStaff(ctx.db, session);
  const customer = await customerOf(ctx.db, session.networkId, input.accountId);
  const schedule = await scheduleOfOrder(ctx.db, customer.accountId, input.orderId);
  const now = new Date();
  const instalment = failedInstalment(schedule, input.position, now);
  if (!(await holdFailedInstalment(ctx.db, instalment, now))) throw new AppError('CONFLICT');
  const outcome = await chargeHeldInstalment(ctx.db, ctx.config, schedule.order, instalment);
  const at = new Date().toISOString();
  const paid = outcome.status === 'SUCCEEDED';
  const orderStatus = await ctx.db.transaction().execute(async (trx) => {
    let status = schedule.order.status;
    if (paid) status = await recordChargedAgain(trx, instalment, outcome.chargeId, at);
    else await recordRefusedAgain(trx, instalment);
    await recordStaffAction(
      trx,
      {
        staff,
        action: paid ? 'instalment.charge-again' : 'instalment.charge-again-refused',
        recordKind: 'instalment',
        recordId: instalment.id,
        customerAccountId: customer.accountId,
        before: {
          order: schedule.reference,
          position: instalment.position,
          status: 'FAILED',
          attempts: instalment.attempts,
        },
        after: {
          order: schedule.reference,
          position: instalment.position,
          status: paid ? 'PAID' : 'FAILED',
          attempts: instalment.attempts + 1,
          chargeId: outcome.chargeId || null,
          failureCode: outcome.failureCode,
          orderStatus: status,
        },
      },
      at,
    );
    const recipient = customer.recipient(schedule.locale);
    if (paid && recipient) {
      await queueInstalmentPaidMail(trx, ctx.config, recipient, {
        reference: schedule.reference,
        position: instalment.position,
        dueDate: instalment.due_date,
        amountCents: instalment.amount_cents,
        means: 'SAVED_CARD',
      });
    }
    return status;
  });
  await ctx.mailer.sendQueued();
  return {
    outcome: paid ? ('PAID' as const) : ('REFUSED' as const),
    failureCode: paid ? null : outcome.failureCode,
    position: instalment.position,
    status: paid ? 'PAID' : 'FAILED',
    paidAt: paid ? at : null,
    orderStatus,
  };
}

/** Staff/markInstalmentPaid.json. */
export async function markInstalmentPaid(
  ctx: AppContext,
  session: CurrentSession,
  input: InstalmentRef & { means: CounterPaymentMeans },
) {
  const staff = await actingStaff(ctx.db, session);
  const customer = await customerOf(ctx.db, session.networkId, input.accountId);
  const schedule = await scheduleOfOrder(ctx.db, customer.accountId, input.orderId);
  const now = new Date();
  const instalment = failedInstalment(schedule, input.position, now);
  const at = now.toISOString();
  const orderStatus = await ctx.db.transaction().execute(async (trx) => {
    const status = await recordPaidAtCounter(trx, instalment, input.means, at);
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'instalment.paid-at-counter',
        recordKind: 'instalment',
        recordId: instalment.id,
        customerAccountId: customer.accountId,
        before: { order: schedule.reference, position: instalment.position, status: 'FAILED' },
        after: {
          order: schedule.reference,
          position: instalment.position,
          status: 'PAID',
          means: input.means,
          amountCents: instalment.amount_cents,
          orderStatus: status,
        },
      },
      at,
    );
    const recipient = customer.recipient(schedule.locale);
    if (recipient) {
      await queueInstalmentPaidMail(trx, ctx.config, recipient, {
        reference: schedule.reference,
        position: instalment.position,
        dueDate: instalment.due_date,
        amountCents: instalment.amount_cents,
        means: input.means,
      });
    }
    return status;
  });
  await ctx.mailer.sendQueued();
  return { position: instalment.position, status: 'PAID', paidAt: at, orderStatus };
}
