/**
 * What the back office's refunds read and change of an order (decision 075), through this module
 * that owns orders, their payments and their instalments: the order held for the refunding
 * transaction, the provider payments it collected (the first payment and each instalment charged
 * since), its instalments still to be charged, and their cancellation when a refund pays back
 * everything collected.
 */
import type { Db } from '../../db/index.js';
import { localeOfOrder, orderReference } from './order-invoice.js';
import { findOrder } from './orders-repo.js';

export type RefundableOrder = {
  id: number;
  accountId: number;
  networkId: number;
  reference: string;
  locale: 'fr' | 'en';
  totalCents: number;
  paidAt: string | null;
};

/** The order as a refund reads it, or undefined. */
export async function orderToRefund(db: Db, orderId: number): Promise<RefundableOrder | undefined> {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  return {
    id: order.id,
    accountId: order.account_id,
    networkId: order.network_id,
    reference: orderReference(order),
    locale: localeOfOrder(order),
    totalCents: order.total_cents,
    paidAt: order.paid_at,
  };
}

/**
 * Takes the order for the rest of the transaction: a write of its `updated_at` (the instant of
 * the refund), which PostgreSQL locks until the end, SQLite's writer lock likewise, so two refunds
 * of one order run one after the other and the second reads what the first paid back.
 */
export async function holdOrderForRefund(trx: Db, orderId: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ updated_at: at })
    .where('id', '=', orderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The provider payments the order collected, oldest first: its payment(s) that succeeded with an
 * amount, then each instalment charged since (its charge), each payment once.
 */
export async function collectedPayments(
  db: Db,
  orderId: number,
): Promise<{ providerPaymentId: string; amountCents: number }[]> {
  const [payments, instalments] = await Promise.all([
    db
      .selectFrom('order_payments')
      .select(['provider_payment_id', 'status', 'amount_cents'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_instalments')
      .select(['provider_reference', 'amount_cents'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'PAID')
      .where('provider_reference', 'is not', null)
      .orderBy('position')
      .execute(),
  ]);
  // A payment refunded whole already (the review gate's 30 days) is known, and not collected.
  const known = new Set(payments.map((payment) => payment.provider_payment_id));
  return [
    ...payments
      .filter((payment) => payment.status === 'SUCCEEDED' && payment.amount_cents > 0)
      .map((payment) => ({
        providerPaymentId: payment.provider_payment_id,
        amountCents: payment.amount_cents,
      })),
    ...instalments
      .filter((instalment) => !known.has(instalment.provider_reference!))
      .map((instalment) => ({
        providerPaymentId: instalment.provider_reference!,
        amountCents: instalment.amount_cents,
      })),
  ];
}

/** The instalments still to be charged (DUE, or FAILED and waiting for a regularisation). */
export function openInstalments(db: Db, orderId: number) {
  return db
    .selectFrom('order_instalments')
    .select(['id', 'position', 'due_date', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['DUE', 'FAILED'])
    .orderBy('position')
    .execute();
}

/** Those instalments CANCELED, once each: answers the ones this call cancelled. */
export async function cancelOpenInstalments(
  trx: Db,
  orderId: number,
): Promise<{ position: number; dueDate: string; amountCents: number }[]> {
  const cancelled = [];
  for (const instalment of await openInstalments(trx, orderId)) {
    const result = await trx
      .updateTable('order_instalments')
      .set({ status: 'CANCELED', next_attempt_on: null })
      .where('id', '=', instalment.id)
      .where('status', 'in', ['DUE', 'FAILED'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1)
      cancelled.push({
        position: instalment.position,
        dueDate: instalment.due_date,
        amountCents: instalment.amount_cents,
      });
  }
  return cancelled;
}

/** The profile's paid orders, newest first (their ids). */
export async function paidOrdersOfAccount(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('account_id', '=', accountId)
    .where('paid_at', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}
