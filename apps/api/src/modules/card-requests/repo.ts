/**
 * The card_requests table. Every transition is a conditional UPDATE on the status that answers
 * whether it changed the row: a request is paid once, and a cancelled one is never paid.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CardRequestsTable } from '../../db/tables/card-requests.js';

export async function insertCardRequest(db: Db, row: Insertable<CardRequestsTable>): Promise<number> {
  const { id } = await db.insertInto('card_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findCardRequest(db: Db, id: number) {
  return db.selectFrom('card_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export type CardRequestRow = NonNullable<Awaited<ReturnType<typeof findCardRequest>>>;

/** The request when it is the account's; another account's reads like a missing one. */
export function findAccountCardRequest(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('card_requests')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * AWAITING_PAYMENT (or AWAITING_REVIEW, its proofs now accepted) → PAID with the card it issued;
 * false when it was neither.
 */
export async function markCardRequestPaid(db: Db, id: number, mediaId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('card_requests')
    .set({ status: 'PAID', media_id: mediaId, closed_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['AWAITING_PAYMENT', 'AWAITING_REVIEW'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** AWAITING_PAYMENT → CANCELLED; false when it was not awaiting payment. */
export async function markCardRequestCancelled(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('card_requests')
    .set({ status: 'CANCELLED', closed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** AWAITING_PAYMENT → AWAITING_REVIEW: paid, its proofs not all accepted (decision 072). */
export async function markCardRequestAwaitingReview(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('card_requests')
    .set({ status: 'AWAITING_REVIEW', paid_at: at })
    .where('id', '=', id)
    .where('status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** AWAITING_REVIEW → CANCELLED (the 30-day rule, decision 072); false when it was not waiting. */
export async function markReviewedRequestCancelled(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('card_requests')
    .set({ status: 'CANCELLED', closed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'AWAITING_REVIEW')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Whether the request waits for review, holding its row until the caller's transaction ends: of
 * two verdicts at once on its proofs, the second waits for the first and then reads its verdict,
 * so that the last acceptance issues the card once (decision 072).
 */
export async function holdRequestAwaitingReview(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('card_requests')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .where('status', '=', 'AWAITING_REVIEW')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The requests waiting for review since before `before` (the 30-day job's work). */
export function listOverdueReviewRequests(db: Db, before: string, limit: number) {
  return db
    .selectFrom('card_requests')
    .select(['id', 'photo_document_id'])
    .where('status', '=', 'AWAITING_REVIEW')
    .where('paid_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Whether the request is awaiting payment for that account, holding its row until the caller's
 * transaction ends (a write that changes nothing): a concurrent cancellation waits for it.
 */
export async function holdOpenCardRequest(db: Db, id: number, accountId: number): Promise<boolean> {
  const result = await db
    .updateTable('card_requests')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The requests still awaiting payment that were made before `before` (the job's work). */
export function listStaleCardRequests(db: Db, before: string, limit: number) {
  return db
    .selectFrom('card_requests')
    .select(['id', 'photo_document_id'])
    .where('status', '=', 'AWAITING_PAYMENT')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether a request still awaiting payment holds this photo document (two requests may share one). */
export async function photoAwaited(db: Db, photoDocumentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('card_requests')
    .select('id')
    .where('photo_document_id', '=', photoDocumentId)
    .where('status', 'in', ['AWAITING_PAYMENT', 'AWAITING_REVIEW'])
    .executeTakeFirst();
  return row !== undefined;
}
