/**
 * What the documents module reads of the orders, handed to its routes by app.ts (orders imports
 * documents, so documents may not import orders): a CARD_CREATION item of one of an account's
 * unpaid orders, for its proofs, and whether an order is the account's.
 */
import type { Db } from '../../db/index.js';
import { findOwnedOrder } from './orders-repo.js';

export type CardCreationItemRef = { id: number; orderId: number; productId: number };

/**
 * The account's CARD_CREATION item of that id while its order is not paid (PENDING), or
 * undefined: another account's item, a reload's, or a paid order's reads like a missing one.
 */
export async function findCardCreationItem(
  db: Db,
  accountId: number,
  itemId: number,
): Promise<CardCreationItemRef | undefined> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.id', 'order_items.order_id', 'order_items.product_id'])
    .where('order_items.id', '=', itemId)
    .where('order_items.type', '=', 'CARD_CREATION')
    .where('orders.account_id', '=', accountId)
    .where('orders.status', '=', 'PENDING')
    .executeTakeFirst();
  return row ? { id: row.id, orderId: row.order_id, productId: row.product_id } : undefined;
}

/** Whether the order is the account's (documents' submissions filtered by order). */
export async function ownsOrder(db: Db, accountId: number, orderId: number): Promise<boolean> {
  return (await findOwnedOrder(db, accountId, orderId)) !== undefined;
}
