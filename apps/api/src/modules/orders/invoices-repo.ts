/**
 * The invoices and their yearly counters, and what fulfilling a paid order writes of the orders
 * tables (its items' contracts, its process status); it reads the order through orders-repo.ts.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { InvoicesTable } from '../../db/tables/orders.js';

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

export async function setItemContracts(db: Db, itemId: number, contractIds: number[]): Promise<void> {
  await db
    .updateTable('order_items')
    .set({ contract_ids: JSON.stringify(contractIds) })
    .where('id', '=', itemId)
    .execute();
}

/**
 * Claims the order for fulfilment: answers false when it is already PROCESSED, so that the effects
 * happen once. The update takes the row's lock on PostgreSQL, which a concurrent claimer waits for.
 */
export async function claimOrderProcessing(db: Db, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ process_status: 'PROCESSING', updated_at: at })
    .where('id', '=', orderId)
    .where('process_status', '!=', 'PROCESSED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markOrderProcessed(db: Db, orderId: number, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ process_status: 'PROCESSED', updated_at: at })
    .where('id', '=', orderId)
    .execute();
}
