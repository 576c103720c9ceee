/**
 * The orders of the post-payment fare, as the usage billing (modules/usage-billing, decision 032)
 * reads and settles them: the paid post-payment reloads whose card is billed, and the usage orders
 * still to charge. The transitions are conditional updates that answer how many rows they changed,
 * like checkout's (checkout-repo.ts): two runs cannot both apply one.
 */
import type { Db } from '../../db/index.js';

function changed(result: { numUpdatedRows: bigint }): number {
  return Number(result.numUpdatedRows);
}

/**
 * The reload items of the paid post-payment orders whose card the provider registered, with the
 * contracts they put on the card: what the billing runs go through (the caller keeps the items of
 * the post-payment fare), of one account when `accountId` is given. Oldest order first.
 */
export function findPostPaymentItems(db: Db, accountId?: number) {
  let query = db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select([
      'orders.id as orderId',
      'orders.account_id as accountId',
      'orders.network_id as networkId',
      'orders.locale as locale',
      'orders.payment_card_id as paymentCardId',
      'order_items.media_id as mediaId',
      'order_items.product_id as productId',
      'order_items.card_number as cardNumber',
      'order_items.holder_name as holderName',
      'order_items.contract_ids as contractIds',
    ])
    .where('orders.post_payment', '=', 1)
    .where('orders.status', 'in', ['COMPLETED', 'REGULARIZATION'])
    .where('orders.payment_card_id', 'is not', null)
    .where('order_items.type', '=', 'CARD_RELOAD')
    .where('order_items.contract_ids', 'is not', null);
  if (accountId !== undefined) query = query.where('orders.account_id', '=', accountId);
  return query.orderBy('orders.id').orderBy('order_items.position').execute();
}

export type PostPaymentItem = Awaited<ReturnType<typeof findPostPaymentItems>>[number];

/**
 * The usage orders still to charge: PROCESSING, their one instalment DUE and its day come (a run
 * that claimed it and stopped before writing the result left it for the next day).
 */
export function findUsageOrdersToCharge(db: Db, today: string) {
  return db
    .selectFrom('orders')
    .innerJoin('order_instalments', 'order_instalments.order_id', 'orders.id')
    .select([
      'order_instalments.id',
      'order_instalments.order_id',
      'order_instalments.amount_cents',
      'order_instalments.attempts',
      'orders.payment_card_id',
      'orders.account_id',
    ])
    .where('orders.order_type', '=', 'POST_PAYMENT_USAGE')
    .where('orders.status', '=', 'PROCESSING')
    .where('order_instalments.status', '=', 'DUE')
    .where((eb) =>
      eb.or([
        eb('order_instalments.next_attempt_on', 'is', null),
        eb('order_instalments.next_attempt_on', '<=', today),
      ]),
    )
    .orderBy('order_instalments.id')
    .execute();
}

export type UsageOrderToCharge = Awaited<ReturnType<typeof findUsageOrdersToCharge>>[number];

/** The charge paid the usage order: PROCESSING → COMPLETED, once. */
export async function markUsageOrderPaid(db: Db, orderId: number, at: string): Promise<number> {
  return changed(
    await db
      .updateTable('orders')
      .set({ status: 'COMPLETED', paid_at: at, updated_at: at })
      .where('id', '=', orderId)
      .where('order_type', '=', 'POST_PAYMENT_USAGE')
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst(),
  );
}

/**
 * The charge failed: PROCESSING → REGULARIZATION, once; nothing is left for the api to process
 * (the passenger settles with the agency), so the process status is PROCESSED.
 */
export async function markUsageOrderUnpaid(db: Db, orderId: number, at: string): Promise<number> {
  return changed(
    await db
      .updateTable('orders')
      .set({ status: 'REGULARIZATION', process_status: 'PROCESSED', updated_at: at })
      .where('id', '=', orderId)
      .where('order_type', '=', 'POST_PAYMENT_USAGE')
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst(),
  );
}
