/**
 * The sandbox provider's tables: sessions, tokenised cards, charges, refunds and the notification
 * outbox. Every function takes `db`, which may be a transaction.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type {
  SandboxPspCardsTable,
  SandboxPspChargesTable,
  SandboxPspNotificationsTable,
  SandboxPspRefundsTable,
  SandboxPspSessionsTable,
} from '../../db/tables/sandbox-psp.js';

export async function insertSession(db: Db, session: Insertable<SandboxPspSessionsTable>) {
  await db.insertInto('sandbox_psp_sessions').values(session).execute();
}

export function findSession(db: Db, id: string) {
  return db.selectFrom('sandbox_psp_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * Closes an OPEN session with its outcome; false when it was no longer open (another submit, or
 * the expiry, decided first): a session is decided once.
 */
export async function closeSession(
  db: Db,
  id: string,
  outcome: {
    status: string;
    failure_code: string | null;
    card_token: string | null;
    event_id: string;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_psp_sessions')
    .set({
      status: outcome.status,
      failure_code: outcome.failure_code,
      card_token: outcome.card_token,
      event_id: outcome.event_id,
      challenge_pending: 0,
      completed_at: outcome.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The session waits for its 3-D Secure code, with the card that asked for it. */
export async function startChallenge(db: Db, id: string, token: string): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_psp_sessions')
    .set({ card_token: token, challenge_pending: 1, challenge_attempts: 0 })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One more wrong code; the count after it (0 when no challenge is pending any more). */
export async function countWrongCode(db: Db, id: string): Promise<number> {
  await db
    .updateTable('sandbox_psp_sessions')
    .set((eb) => ({ challenge_attempts: eb('challenge_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .where('challenge_pending', '=', 1)
    .execute();
  const row = await db
    .selectFrom('sandbox_psp_sessions')
    .select(['challenge_attempts', 'challenge_pending'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.challenge_pending === 1 ? row.challenge_attempts : 0;
}

export async function insertCard(db: Db, card: Insertable<SandboxPspCardsTable>) {
  await db.insertInto('sandbox_psp_cards').values(card).execute();
}

export function findCard(db: Db, token: string) {
  return db.selectFrom('sandbox_psp_cards').selectAll().where('token', '=', token).executeTakeFirst();
}

export type CardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;

/** Inserts the charge unless its idempotency key is taken; true when this call inserted it. */
export async function insertChargeOnce(db: Db, charge: Insertable<SandboxPspChargesTable>): Promise<boolean> {
  const result = await db
    .insertInto('sandbox_psp_charges')
    .values(charge)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findChargeByKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('sandbox_psp_charges')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findCharge(db: Db, id: string) {
  return db.selectFrom('sandbox_psp_charges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRefundOnce(db: Db, refund: Insertable<SandboxPspRefundsTable>): Promise<boolean> {
  const result = await db
    .insertInto('sandbox_psp_refunds')
    .values(refund)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findRefundByKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('sandbox_psp_refunds')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function refundedCents(db: Db, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('sandbox_psp_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertNotification(db: Db, notification: Insertable<SandboxPspNotificationsTable>) {
  await db.insertInto('sandbox_psp_notifications').values(notification).execute();
}

/** The undelivered notifications whose next attempt is due, oldest first. */
export function dueNotifications(db: Db, now: string, limit: number) {
  return db
    .selectFrom('sandbox_psp_notifications')
    .selectAll()
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof dueNotifications>>[number];

/**
 * Takes a notification for one attempt by moving its next attempt past the attempt's duration:
 * another notifier (a second replica, an overlapping run) finds it not due, or loses this race.
 */
export async function claimNotification(db: Db, row: NotificationRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_psp_notifications')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', row.id)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markDelivered(db: Db, id: number, attempts: number, at: string) {
  await db
    .updateTable('sandbox_psp_notifications')
    .set({ delivered_at: at, attempts, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: Db,
  id: number,
  attempts: number,
  nextAttemptAt: string,
  error: string,
) {
  await db
    .updateTable('sandbox_psp_notifications')
    .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

export function findNotification(db: Db, eventId: string) {
  return db
    .selectFrom('sandbox_psp_notifications')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}
