/**
 * Queries of the post-payment usage billing (docs/decisions/032) over orders, order_items,
 * order_instalments and usage_bills. Its transitions are conditional updates that answer how many
 * rows they changed, like checkout's (checkout-repo.ts): two runs cannot both apply one.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { UsageBillsTable } from '../../db/tables/orders.js';

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

/** The (account, card) pairs whose month is billed already. */
export function findBilledCards(db: Db, month: string) {
  return db.selectFrom('usage_bills').select(['account_id', 'media_id']).where('month', '=', month).execute();
}

/** The month's bill of a card: fails on the unique (account, card, month) when it exists. */
export async function insertUsageBill(db: Db, bill: Insertable<UsageBillsTable>): Promise<void> {
  await db.insertInto('usage_bills').values(bill).execute();
}

/**
 * The usage orders still to charge: PROCESSING, their one instalment DUE and its day come (a run
 * that claimed it and stopped before writing the result left it for the next day).
 */
export function findUsageBillsToCharge(db: Db, today: string) {
  return db
    .selectFrom('usage_bills')
    .innerJoin('orders', 'orders.id', 'usage_bills.order_id')
    .innerJoin('order_instalments', 'order_instalments.order_id', 'orders.id')
    .select([
      'order_instalments.id',
      'order_instalments.order_id',
      'order_instalments.amount_cents',
      'order_instalments.attempts',
      'orders.payment_card_id',
      'orders.account_id',
      'usage_bills.month',
    ])
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

export type UsageBillToCharge = Awaited<ReturnType<typeof findUsageBillsToCharge>>[number];

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
