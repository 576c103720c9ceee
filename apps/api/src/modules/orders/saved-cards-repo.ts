/**
 * The orders that still charge a saved card later (decision 046): an order with instalments still
 * DUE, a post-payment order whose card is billed each month.
 */
import type { Db } from '../../db/index.js';

/** Orders of the account that name a saved card and may charge it again. */
export function findChargingOrders(db: Db, accountId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'reference', 'payment_card_id', 'post_payment', 'status'])
    .where('account_id', '=', accountId)
    .where('payment_card_id', 'is not', null)
    .where('status', 'in', ['COMPLETED', 'REGULARIZATION', 'PROCESSING'])
    .orderBy('id')
    .execute();
}

/** The instalments still DUE of these orders. */
export function findDueInstalmentsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_instalments')
    .select(['order_id', 'due_date', 'amount_cents'])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'DUE')
    .orderBy('due_date')
    .execute();
}

/** Moves these orders' later charges from one saved card to another; answers how many moved. */
export async function movePaymentCard(
  db: Db,
  move: { accountId: number; orderIds: number[]; from: number; to: number; at: string },
): Promise<number> {
  if (move.orderIds.length === 0) return 0;
  const result = await db
    .updateTable('orders')
    .set({ payment_card_id: move.to, updated_at: move.at })
    .where('account_id', '=', move.accountId)
    .where('id', 'in', move.orderIds)
    .where('payment_card_id', '=', move.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
