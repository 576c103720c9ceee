/**
 * Queries of checkout and payment over orders, order_items, order_instalments and order_payments
 * (an instalment's own transitions are instalments-repo.ts's).
 * Every transition is a conditional UPDATE (`WHERE status = …`) that answers how many rows it
 * changed: two concurrent deliveries, verifies or job runs cannot both apply one (decision 025).
 * Each function takes `db`, which may be a transaction. The plain reads of an order are in
 * orders-repo.ts.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { OrderItemsTable, OrderPaymentsTable, OrdersTable } from '../../db/tables/orders.js';
import { findOrder } from './orders-repo.js';

/** "OM-00000042": what the passenger quotes, from the order's id. */
export function orderReference(id: number): string {
  return `OM-${String(id).padStart(8, '0')}`;
}

function changed(result: { numUpdatedRows: bigint }): number {
  return Number(result.numUpdatedRows);
}

// Orders

/** Inserts the order and sets its reference from the id it got; answers the id. */
export async function insertOrder(db: Db, order: Insertable<OrdersTable>): Promise<number> {
  const { id } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ reference: orderReference(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function insertOrderItems(db: Db, items: Insertable<OrderItemsTable>[]): Promise<void> {
  if (items.length > 0) await db.insertInto('order_items').values(items).execute();
}

/** The order's payments, in their order: each DUE on its date, not tried yet. */
export async function insertInstalments(
  db: Db,
  orderId: number,
  schedule: { dueDate: string; amountCents: number }[],
): Promise<void> {
  if (schedule.length === 0) return;
  await db
    .insertInto('order_instalments')
    .values(
      schedule.map((payment, index) => ({
        order_id: orderId,
        position: index + 1,
        due_date: payment.dueDate,
        amount_cents: payment.amountCents,
        status: 'DUE' as const,
        attempts: 0,
        next_attempt_on: null,
        paid_at: null,
        provider_reference: null,
      })),
    )
    .execute();
}

export function findOrderByKey(db: Db, accountId: number, idempotencyKey: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Takes the order's row for the rest of the transaction (a write locks it on PostgreSQL, and the
 * database on SQLite), so that two placeOrder of one order open one payment session. Answers the
 * order as it is once locked.
 */
export async function lockOrder(db: Db, orderId: number, at: string) {
  await db.updateTable('orders').set({ updated_at: at }).where('id', '=', orderId).execute();
  return findOrder(db, orderId);
}

/** PENDING → COMPLETED, once: 1 when this call paid the order, 0 when it was not PENDING. */
export async function markOrderPaid(db: Db, orderId: number, at: string): Promise<number> {
  return changed(
    await db
      .updateTable('orders')
      .set({ status: 'COMPLETED', paid_at: at, updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst(),
  );
}

/**
 * PENDING → CANCELED, once: an order that can no longer be delivered to its account when its
 * payment arrives (deliverable.ts); that payment is refunded. Nothing is left to process.
 */
export async function markOrderCanceled(db: Db, orderId: number, at: string): Promise<number> {
  return changed(
    await db
      .updateTable('orders')
      .set({ status: 'CANCELED', process_status: 'PROCESSED', updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst(),
  );
}

export async function setOrderPaymentCard(db: Db, orderId: number, paymentCardId: number, at: string) {
  await db
    .updateTable('orders')
    .set({ payment_card_id: paymentCardId, updated_at: at })
    .where('id', '=', orderId)
    .execute();
}

/** A paid order whose later instalment failed for good: COMPLETED → REGULARIZATION, once. */
export async function markOrderInRegularization(db: Db, orderId: number, at: string): Promise<number> {
  return changed(
    await db
      .updateTable('orders')
      .set({ status: 'REGULARIZATION', updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirst(),
  );
}

// Payments (the provider's payment sessions of an order)

export async function insertPayment(db: Db, payment: Insertable<OrderPaymentsTable>): Promise<void> {
  await db.insertInto('order_payments').values(payment).execute();
}

export function findPaymentByProviderId(db: Db, providerPaymentId: string) {
  return db
    .selectFrom('order_payments')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentByProviderId>>>;

/** The order's most recent payment attempt. */
export function findLatestPayment(db: Db, orderId: number) {
  return db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * PENDING → FAILED, or → SUCCEEDED, once. SUCCEEDED also from FAILED: money the provider reports
 * as taken is never ignored (the order is paid with it, or it is refunded).
 */
export async function settlePayment(
  db: Db,
  paymentId: number,
  outcome: { status: 'SUCCEEDED' | 'FAILED'; failureCode: string | null },
  at: string,
): Promise<number> {
  const from = outcome.status === 'SUCCEEDED' ? ['PENDING', 'FAILED'] : ['PENDING'];
  return changed(
    await db
      .updateTable('order_payments')
      .set({ status: outcome.status, failure_code: outcome.failureCode, updated_at: at })
      .where('id', '=', paymentId)
      .where('status', 'in', from)
      .executeTakeFirst(),
  );
}

/** SUCCEEDED → REFUNDED, once: a payment of an order another payment had paid. */
export async function markPaymentRefunded(db: Db, paymentId: number, at: string): Promise<number> {
  return changed(
    await db
      .updateTable('order_payments')
      .set({ status: 'REFUNDED', updated_at: at })
      .where('id', '=', paymentId)
      .where('status', '=', 'SUCCEEDED')
      .executeTakeFirst(),
  );
}
