/**
 * The reads of order tracking: an account's orders a page at a time, and their items and
 * instalments with one query per table for the whole page (never one per order; their invoices
 * are the invoices module's). One order is read through orders-repo.ts.
 */
import type { Db } from '../../db/index.js';

/** Up to `limit` orders of the account, newest first, older than `before` when it is given. */
export function accountOrdersPage(db: Db, accountId: number, before: number | undefined, limit: number) {
  let query = db.selectFrom('orders').selectAll().where('account_id', '=', accountId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export function itemsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof itemsOfOrders>>[number];

export function instalmentsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_instalments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export type OrderInstalmentRow = Awaited<ReturnType<typeof instalmentsOfOrders>>[number];

/**
 * The account's order items that put contracts on a card, with their order's reference: where a
 * contract's order is found (the instalments still due on it, decision 064).
 */
export function fulfilledItemsOfAccount(db: Db, accountId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'orders.id as orderId',
      'orders.reference as reference',
      'order_items.contract_ids as contractIds',
    ])
    .where('orders.account_id', '=', accountId)
    .where('order_items.contract_ids', 'is not', null)
    .orderBy('orders.id')
    .execute();
}
