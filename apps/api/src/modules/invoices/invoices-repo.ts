/**
 * The invoices and their yearly counters (docs/decisions/029): the next number of a year's series,
 * an issued invoice written once, and the reads of tracking and "Your data", one query for a page
 * of orders (never one per order).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { InvoicesTable } from '../../db/tables/invoices.js';

/**
 * The next number of the year's series, taken in the caller's transaction: the year's row is
 * created if missing (a second creator meets the key and does nothing), then incremented. The
 * increment locks the row until the transaction ends, so concurrent issuers queue on it, and a
 * rolled-back issue gives its number back: no gap, no duplicate.
 */
export async function nextInvoiceSequence(trx: Db, year: number): Promise<number> {
  await trx
    .insertInto('invoice_counters')
    .values({ year, last_sequence: 0 })
    .onConflict((conflict) => conflict.column('year').doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
    .where('year', '=', year)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.last_sequence);
}

export async function insertInvoice(trx: Db, invoice: Insertable<InvoicesTable>): Promise<number> {
  const row = await trx.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findInvoiceOfOrder(db: Db, orderId: number) {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The invoices of those orders, without their printed content. */
export function invoicesOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .select(['order_id', 'number', 'issued_at', 'total_cents'])
    .where('order_id', 'in', orderIds)
    .execute();
}

export type OrderInvoiceRow = Awaited<ReturnType<typeof invoicesOfOrders>>[number];

/** Every invoice of the account, newest first, without their printed content. */
export function accountInvoices(db: Db, accountId: number) {
  return db
    .selectFrom('invoices')
    .select(['number', 'order_id', 'year', 'issued_at', 'total_cents', 'transport_modes'])
    .where('account_id', '=', accountId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
