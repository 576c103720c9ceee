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

/** AWAITING_PAYMENT → PAID with the card it issued; false when it was not awaiting payment. */
export async function markCardRequestPaid(db: Db, id: number, mediaId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('card_requests')
    .set({ status: 'PAID', media_id: mediaId, closed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'AWAITING_PAYMENT')
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
    .where('status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
  return row !== undefined;
}
