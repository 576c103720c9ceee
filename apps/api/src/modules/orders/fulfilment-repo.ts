/**
 * What fulfilling a paid order writes of the orders tables: its items' contracts, its process
 * status, claimed once. The order is read through orders-repo.ts; its invoice is the invoices
 * module's (decision 068).
 */
import type { Db } from '../../db/index.js';

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
    // Once: an order PROCESSING waits for a review (decision 072), its payment already fulfilled.
    .where('process_status', '=', 'TO_PROCESS')
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
