/**
 * The credit notes and their yearly counters (decision 075): the next number of a year's series,
 * taken in the refunding transaction as an invoice's is (invoices-repo.ts), a credit note written
 * once, and the reads of tracking, the back office and the sales journal.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CreditNotesTable } from '../../db/tables/invoices.js';

/**
 * The next number of the year's series of credit notes, in the caller's transaction: the year's
 * row is created if missing, then incremented; the increment locks it until the transaction ends,
 * so concurrent refunds queue on it and a rolled-back one gives its number back.
 */
export async function nextCreditNoteSequence(trx: Db, year: number): Promise<number> {
  await trx
    .insertInto('credit_note_counters')
    .values({ year, last_sequence: 0 })
    .onConflict((conflict) => conflict.column('year').doNothing())
    .execute();
  const row = await trx
    .updateTable('credit_note_counters')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
    .where('year', '=', year)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.last_sequence);
}

export async function insertCreditNote(trx: Db, note: Insertable<CreditNotesTable>): Promise<number> {
  const row = await trx.insertInto('credit_notes').values(note).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const LISTED = [
  'id',
  'number',
  'order_id',
  'account_id',
  'invoice_number',
  'issued_at',
  'total_cents',
  'refunded_cents',
  'reason',
  'staff_email',
] as const;

/** The credit notes of an order, oldest first, without their printed content. */
export function creditNotesOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('credit_notes')
    .select([...LISTED, 'content'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The credit notes of those profiles, newest first, without their printed content. */
export function creditNotesOfAccounts(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('credit_notes')
    .select([...LISTED])
    .where('account_id', 'in', accountIds)
    .orderBy('id', 'desc')
    .execute();
}

export type CreditNoteRow = Awaited<ReturnType<typeof creditNotesOfAccounts>>[number];

export function findCreditNote(db: Db, id: number) {
  return db.selectFrom('credit_notes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The invoices and the credit notes issued in [from, until), with their content, for the journal. */
export async function documentsIssuedBetween(db: Db, from: string, until: string) {
  const [invoices, creditNotes] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['number', 'issued_at', 'content'])
      .where('issued_at', '>=', from)
      .where('issued_at', '<', until)
      .orderBy('issued_at')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['number', 'issued_at', 'content'])
      .where('issued_at', '>=', from)
      .where('issued_at', '<', until)
      .orderBy('issued_at')
      .execute(),
  ]);
  return { invoices, creditNotes };
}
