/**
 * The back office's hand on a schedule (issue 25, decision 077): a FAILED instalment charged again
 * on the saved card or paid at the counter, and a schedule closed. The staff module around it
 * writes the audit log and the customer's mail in the same transactions; the rules are here,
 * beside the instalments job whose success they share (instalment-settlement.ts).
 *
 * Exactly once, as the job: "charge again" holds the instalment with a conditional update (FAILED,
 * not held, its attempts as read), charges under the key `inst-<id>-<attempt>` and writes the
 * result with a conditional update. A second click or a second agent finds it held: 409. A hold
 * older than HOLD_MINUTES is a request that died between the charge and the write: it is taken
 * again, and the same key makes the provider answer the first charge instead of making another.
 */
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoAfter } from '../../lib/time.js';
import { chargeOrderCard } from './instalments-job.js';
import { recordInstalmentCharged } from './instalments-repo.js';
import { settleOrderAfterInstalment } from './instalment-settlement.js';
import { localeOfOrder, orderReference } from './order-invoice.js';
import { findOwnedOrder, listOrderInstalments, type InstalmentRow, type OrderRow } from './orders-repo.js';

/** A hold on an instalment being charged again stands this long. */
export const HOLD_MINUTES = 2;

function changed(result: { numUpdatedRows: bigint }): number {
  return Number(result.numUpdatedRows);
}

export type ScheduleOrder = {
  order: OrderRow;
  reference: string;
  locale: 'fr' | 'en';
  instalments: InstalmentRow[];
};

/** The customer's order and its schedule; another account's or a missing one is NOT_FOUND. */
export async function scheduleOfOrder(db: Db, accountId: number, orderId: number): Promise<ScheduleOrder> {
  const order = await findOwnedOrder(db, accountId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  return {
    order,
    reference: orderReference(order),
    locale: localeOfOrder(order),
    instalments: await listOrderInstalments(db, orderId),
  };
}

/** The instalment at a position, FAILED and not held by a live charge; else NOT_FOUND or CONFLICT. */
export function failedInstalment(schedule: ScheduleOrder, position: number, now: Date): InstalmentRow {
  const instalment = schedule.instalments.find((row) => row.position === position);
  if (!instalment) throw new AppError('NOT_FOUND');
  if (instalment.status !== 'FAILED') throw new AppError('CONFLICT');
  if (instalment.claimed_at !== null && instalment.claimed_at > isoAfter(now, -HOLD_MINUTES))
    throw new AppError('CONFLICT');
  return instalment;
}

/** Holds a FAILED instalment for one charge again; false when another request holds it. */
export async function holdFailedInstalment(db: Db, instalment: InstalmentRow, now: Date): Promise<boolean> {
  let update = db
    .updateTable('order_instalments')
    .set({ claimed_at: now.toISOString() })
    .where('id', '=', instalment.id)
    .where('status', '=', 'FAILED')
    .where('attempts', '=', instalment.attempts);
  update =
    instalment.claimed_at === null
      ? update.where('claimed_at', 'is', null)
      : update.where('claimed_at', '=', instalment.claimed_at);
  return changed(await update.executeTakeFirst()) === 1;
}

/** The charge of a held instalment on the order's saved card, under the key of its next attempt. */
export function chargeHeldInstalment(db: Db, config: Config, order: OrderRow, instalment: InstalmentRow) {
  return chargeOrderCard(db, config, {
    paymentCardId: order.payment_card_id,
    accountId: order.account_id,
    amountCents: instalment.amount_cents,
    orderId: order.id,
    idempotencyKey: `inst-${instalment.id}-${instalment.attempts + 1}`,
  });
}

/** The charge paid it: FAILED → PAID as the job records a charge, then the order follows. */
export async function recordChargedAgain(
  trx: Db,
  instalment: InstalmentRow,
  chargeId: string,
  at: string,
): Promise<string> {
  const done = await recordInstalmentCharged(trx, instalment, chargeId, at, 'FAILED');
  if (done !== 1) throw new AppError('CONFLICT');
  return settleOrderAfterInstalment(trx, instalment.order_id, at);
}

/** The charge was refused again: one more attempt counted, still FAILED, the hold released. */
export async function recordRefusedAgain(trx: Db, instalment: InstalmentRow): Promise<void> {
  const done = changed(
    await trx
      .updateTable('order_instalments')
      .set({ attempts: instalment.attempts + 1, claimed_at: null })
      .where('id', '=', instalment.id)
      .where('status', '=', 'FAILED')
      .where('attempts', '=', instalment.attempts)
      .executeTakeFirst(),
  );
  if (done !== 1) throw new AppError('CONFLICT');
}

/** Paid at the counter: FAILED (not held) → PAID with its means, once; then the order follows. */
export async function recordPaidAtCounter(
  trx: Db,
  instalment: InstalmentRow,
  means: string,
  at: string,
): Promise<string> {
  const done = changed(
    await trx
      .updateTable('order_instalments')
      .set({ status: 'PAID', paid_at: at, paid_means: means, next_attempt_on: null, claimed_at: null })
      .where('id', '=', instalment.id)
      .where('status', '=', 'FAILED')
      .where('attempts', '=', instalment.attempts)
      .where((eb) =>
        instalment.claimed_at === null
          ? eb('claimed_at', 'is', null)
          : eb('claimed_at', '=', instalment.claimed_at),
      )
      .executeTakeFirst(),
  );
  if (done !== 1) throw new AppError('CONFLICT');
  return settleOrderAfterInstalment(trx, instalment.order_id, at);
}

/**
 * Closes a schedule: each instalment still DUE, or FAILED and not being charged, → CANCELED with
 * the reason; the job charges nothing more of it, and the order leaves REGULARIZATION. CONFLICT
 * when nothing was left to close. Answers the positions closed and the order's status.
 */
export async function closeOrderSchedule(
  trx: Db,
  schedule: ScheduleOrder,
  reason: string,
  now: Date,
): Promise<{ closed: InstalmentRow[]; orderStatus: string }> {
  const at = now.toISOString();
  const stale = isoAfter(now, -HOLD_MINUTES);
  const closed: InstalmentRow[] = [];
  for (const instalment of schedule.instalments) {
    if (instalment.status !== 'DUE' && instalment.status !== 'FAILED') continue;
    const done = changed(
      await trx
        .updateTable('order_instalments')
        .set({ status: 'CANCELED', next_attempt_on: null, claimed_at: null, closed_reason: reason })
        .where('id', '=', instalment.id)
        .where('status', '=', instalment.status)
        .where('attempts', '=', instalment.attempts)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', stale)]))
        .executeTakeFirst(),
    );
    if (done === 1) closed.push(instalment);
  }
  if (closed.length === 0) throw new AppError('CONFLICT');
  return { closed, orderStatus: await settleOrderAfterInstalment(trx, schedule.order.id, at) };
}
