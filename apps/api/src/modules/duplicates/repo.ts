/** The duplicate_requests table: one open request (AWAITING_PAYMENT) per card at most. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DuplicateRequestsTable } from '../../db/tables/duplicates.js';

export function findOpenRequest(db: Db, mediaId: number) {
  return db
    .selectFrom('duplicate_requests')
    .selectAll()
    .where('media_id', '=', mediaId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
}

export type OpenRequestRow = NonNullable<Awaited<ReturnType<typeof findOpenRequest>>>;

export async function insertRequest(db: Db, request: Insertable<DuplicateRequestsTable>) {
  await db.insertInto('duplicate_requests').values(request).execute();
}

/** The open request of the card takes the reason given: the passenger's last choice wins. */
export async function setOpenRequestReason(db: Db, mediaId: number, reason: string) {
  await db
    .updateTable('duplicate_requests')
    .set({ reason })
    .where('media_id', '=', mediaId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .execute();
}

/** The card's open request, if any, is cancelled (the card left its account). */
export async function cancelOpenRequestOf(db: Db, mediaId: number, at: string) {
  await db
    .updateTable('duplicate_requests')
    .set({ status: 'CANCELLED', closed_at: at })
    .where('media_id', '=', mediaId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .execute();
}

/** The open request becomes PAID; answers false when it was not open (paid, cancelled) or not that card's. */
export async function markRequestPaid(db: Db, id: number, mediaId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('duplicate_requests')
    .set({ status: 'PAID', closed_at: at })
    .where('id', '=', id)
    .where('media_id', '=', mediaId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Whether the request is open for that card and account, holding its row for the rest of the
 * caller's transaction (a write that changes nothing): a concurrent cancellation waits for it.
 */
export async function holdOpenRequest(
  db: Db,
  id: number,
  mediaId: number,
  accountId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('duplicate_requests')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .where('media_id', '=', mediaId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
