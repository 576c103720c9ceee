/**
 * Queries of the instalments of paid orders (decision 025): each paid, cancelled, or taken by a run
 * of the instalments job and its charge's result written. Every transition is a conditional
 * UPDATE that answers how many rows it changed, like checkout-repo.ts's: two runs cannot both
 * apply one.
 */
import type { Db } from '../../db/index.js';

function changed(result: { numUpdatedRows: bigint }): number {
  return Number(result.numUpdatedRows);
}

/** DUE → PAID, once. */
export async function markInstalmentPaid(
  db: Db,
  orderId: number,
  position: number,
  providerReference: string,
  at: string,
): Promise<number> {
  return changed(
    await db
      .updateTable('order_instalments')
      .set({ status: 'PAID', paid_at: at, provider_reference: providerReference, next_attempt_on: null })
      .where('order_id', '=', orderId)
      .where('position', '=', position)
      .where('status', '=', 'DUE')
      .executeTakeFirst(),
  );
}

/** A canceled order's instalments still DUE → CANCELED: nothing more is owed or charged. */
export async function cancelDueInstalments(db: Db, orderId: number): Promise<number> {
  return changed(
    await db
      .updateTable('order_instalments')
      .set({ status: 'CANCELED', next_attempt_on: null })
      .where('order_id', '=', orderId)
      .where('status', '=', 'DUE')
      .executeTakeFirst(),
  );
}

/** The later instalments whose day has come, of the orders that were paid: the job's work. */
export function findDueInstalments(db: Db, today: string) {
  return db
    .selectFrom('order_instalments')
    .innerJoin('orders', 'orders.id', 'order_instalments.order_id')
    .select([
      'order_instalments.id',
      'order_instalments.order_id',
      'order_instalments.position',
      'order_instalments.amount_cents',
      'order_instalments.attempts',
      'order_instalments.next_attempt_on',
      'orders.payment_card_id',
      'orders.account_id',
    ])
    .where('order_instalments.status', '=', 'DUE')
    .where('order_instalments.due_date', '<=', today)
    .where((eb) =>
      eb.or([
        eb('order_instalments.next_attempt_on', 'is', null),
        eb('order_instalments.next_attempt_on', '<=', today),
      ]),
    )
    .where('orders.status', 'in', ['COMPLETED', 'REGULARIZATION'])
    .orderBy('order_instalments.id')
    .execute();
}

export type DueInstalment = Awaited<ReturnType<typeof findDueInstalments>>[number];

/**
 * Takes a due instalment for one job run: its next attempt moves to `nextAttemptOn`, so another
 * run finds it not due. 1 when this run has it, 0 when another run took it first. Its attempts
 * are unchanged until the charge's result is written, so a run that dies after charging charges
 * again with the same idempotency key, which the provider answers with the first result.
 */
export async function claimInstalment(
  db: Db,
  instalment: { id: number; attempts: number },
  today: string,
  nextAttemptOn: string,
): Promise<number> {
  return changed(
    await db
      .updateTable('order_instalments')
      .set({ next_attempt_on: nextAttemptOn })
      .where('id', '=', instalment.id)
      .where('status', '=', 'DUE')
      .where('attempts', '=', instalment.attempts)
      .where((eb) => eb.or([eb('next_attempt_on', 'is', null), eb('next_attempt_on', '<=', today)]))
      .executeTakeFirst(),
  );
}

/**
 * The claimed attempt paid it: DUE → PAID, once (its attempts as they were when claimed); or a
 * FAILED one an agent charged again (decision 077), its hold released.
 */
export async function recordInstalmentCharged(
  db: Db,
  instalment: { id: number; attempts: number },
  chargeId: string,
  at: string,
  from: 'DUE' | 'FAILED' = 'DUE',
): Promise<number> {
  return changed(
    await db
      .updateTable('order_instalments')
      .set({
        status: 'PAID',
        attempts: instalment.attempts + 1,
        next_attempt_on: null,
        paid_at: at,
        provider_reference: chargeId,
        // Only the back office's path writes the column of decision 077.
        ...(from === 'FAILED' ? { claimed_at: null } : {}),
      })
      .where('id', '=', instalment.id)
      .where('status', '=', from)
      .where('attempts', '=', instalment.attempts)
      .executeTakeFirst(),
  );
}

/** The claimed attempt failed: one more attempt counted; FAILED when it was the last. */
export async function recordInstalmentFailed(
  db: Db,
  instalment: { id: number; attempts: number },
  final: boolean,
  nextAttemptOn: string,
): Promise<number> {
  return changed(
    await db
      .updateTable('order_instalments')
      .set({
        attempts: instalment.attempts + 1,
        status: final ? 'FAILED' : 'DUE',
        next_attempt_on: final ? null : nextAttemptOn,
      })
      .where('id', '=', instalment.id)
      .where('status', '=', 'DUE')
      .where('attempts', '=', instalment.attempts)
      .executeTakeFirst(),
  );
}
