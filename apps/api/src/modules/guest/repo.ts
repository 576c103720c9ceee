/** The cards lent to guest sessions (guest_loans): one open loan per card at most. */
import type { Db } from '../../db/index.js';

export function openLoanOfCard(db: Db, mediaId: number) {
  return db
    .selectFrom('guest_loans')
    .selectAll()
    .where('media_id', '=', mediaId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
}

export function openLoansOfAccount(db: Db, accountId: number) {
  return db
    .selectFrom('guest_loans')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('released_at', 'is', null)
    .execute();
}

export function openLoans(db: Db, limit: number) {
  return db
    .selectFrom('guest_loans')
    .selectAll()
    .where('released_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertLoan(
  db: Db,
  loan: { account_id: number; session_id: number; media_id: number; lent_at: string },
) {
  await db
    .insertInto('guest_loans')
    .values({ ...loan, released_at: null })
    .execute();
}

/** Closes a loan once: false when another server (or call) closed it first. */
export async function closeLoan(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('guest_loans')
    .set({ released_at: at })
    .where('id', '=', id)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
