/**
 * The reads of one order that the module's parts share (checkout, payment events, fulfilment,
 * tracking): the order, the account's order, its items and its instalments in their order. Each
 * function takes `db`, which may be a transaction.
 */
import type { Db } from '../../db/index.js';

export function findOrder(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order when it is the account's; another account's reads like a missing one. */
export function findOwnedOrder(db: Db, accountId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export function listOrderItems(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

export function listOrderInstalments(db: Db, orderId: number) {
  return db
    .selectFrom('order_instalments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export type InstalmentRow = Awaited<ReturnType<typeof listOrderInstalments>>[number];
