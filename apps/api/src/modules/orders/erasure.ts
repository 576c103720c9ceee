/**
 * The orders module's part of "Your data" (decision 049). Orders and invoices are kept ten years
 * (Code de commerce L123-22): the invoice as it was issued (never changed, decision 029: it is the
 * legal record, buyer included), the order with its amounts and dates; what the order itself
 * snapshot of the person (each item's holder name) is blanked. An account that still owes an
 * instalment cannot be erased until the schedule is settled.
 */
import type { Db } from '../../db/index.js';
import { invoicesOfOrders } from '../invoices/service.js';

export async function ordersForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'reference',
      'order_type',
      'status',
      'process_status',
      'payment_method',
      'installments',
      'subtotal_cents',
      'discount_cents',
      'total_cents',
      'voucher_code',
      'created_at',
      'paid_at',
    ])
    .where('account_id', 'in', accountIds)
    .orderBy('id')
    .execute();
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .select([
      'order_id',
      'type',
      'card_number',
      'holder_name',
      'name_fr',
      'name_en',
      'quantity',
      'total_cents',
    ])
    .where('order_id', 'in', ids)
    .orderBy('position')
    .execute();
  const instalments = await db
    .selectFrom('order_instalments')
    .select(['order_id', 'position', 'due_date', 'amount_cents', 'status', 'paid_at'])
    .where('order_id', 'in', ids)
    .orderBy('position')
    .execute();
  const invoices = await invoicesOfOrders(db, ids);
  // Grouped once by order: an account with thousands of orders costs a pass, not a pass per order.
  const itemsOf = byOrder(items);
  const instalmentsOf = byOrder(instalments);
  const invoiceOf = byOrder(invoices);
  return orders.map((order) => ({
    ...order,
    items: itemsOf.get(order.id) ?? [],
    instalments: instalmentsOf.get(order.id) ?? [],
    invoice: invoiceOf.get(order.id)?.[0] ?? null,
  }));
}

/** Rows by their order, in their order, without the order's id. */
function byOrder<Row extends { order_id: number }>(rows: Row[]): Map<number, Omit<Row, 'order_id'>[]> {
  const grouped = new Map<number, Omit<Row, 'order_id'>[]>();
  for (const { order_id: orderId, ...row } of rows) {
    const list = grouped.get(orderId);
    if (list) list.push(row);
    else grouped.set(orderId, [row]);
  }
  return grouped;
}

/** Whether an instalment of the accounts' orders is still to be charged. */
export async function owesInstalments(db: Db, accountIds: number[]): Promise<boolean> {
  if (accountIds.length === 0) return false;
  const due = await db
    .selectFrom('order_instalments')
    .innerJoin('orders', 'orders.id', 'order_instalments.order_id')
    .select('order_instalments.id')
    .where('orders.account_id', 'in', accountIds)
    .where('order_instalments.status', 'in', ['DUE', 'FAILED'])
    .where('orders.status', 'in', ['COMPLETED', 'REGULARIZATION'])
    .executeTakeFirst();
  return due !== undefined;
}

export async function anonymiseOrdersOfAccounts(trx: Db, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await trx
    .updateTable('order_items')
    .set({ holder_name: '' })
    .where('order_id', 'in', trx.selectFrom('orders').select('id').where('account_id', 'in', accountIds))
    .execute();
}
