/**
 * The orders of the post-payment fare's bills (decision 032), as the usage-billing module asks for
 * them (decision 068): a bill's POST_PAYMENT_USAGE order of one item and one instalment, written in
 * the caller's transaction beside the bill; then charged once like a later instalment
 * (instalments-job.ts), claimed by a conditional update and its result written by conditional
 * updates. Paid: COMPLETED, its invoice and confirmation mail (fulfilPaidOrder, which puts no
 * contract on a card for a usage item). Refused: REGULARIZATION and the regularization mail.
 */
import { createHash } from 'node:crypto';
import { canonicalText, vatIncludedCents } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { Product } from '../catalog/service.js';
import type { ChargeOutcome } from '../payments/service.js';
import { insertInstalments, insertOrder, insertOrderItems } from './checkout-repo.js';
import { claimInstalment, recordInstalmentCharged, recordInstalmentFailed } from './instalments-repo.js';
import { fulfilPaidOrder, queueRegularizationMail } from './fulfilment.js';
import { chargeOrderCard, nextDay } from './instalments-job.js';
import { markUsageOrderPaid, markUsageOrderUnpaid, type UsageOrderToCharge } from './usage-orders-repo.js';

export {
  findPostPaymentItems as postPaymentItems,
  findUsageOrdersToCharge as usageOrdersToCharge,
  type PostPaymentItem,
  type UsageOrderToCharge,
} from './usage-orders-repo.js';

/** A month of a card's journeys to bill: who, on which saved card, how many at what price. */
export type UsageOrderInput = {
  accountId: number;
  networkId: number;
  mediaId: number;
  /** YYYY-MM. */
  month: string;
  locale: string;
  paymentCardId: number;
  cardNumber: string;
  holderName: string;
  /** The product a journey is billed at. */
  trip: Pick<Product, 'id' | 'shop_item_id' | 'product_type' | 'transport_modes' | 'price_cents'>;
  trips: number;
  amount: { subtotalCents: number; discountCents: number; totalCents: number };
  names: { fr: string; en: string };
};

/**
 * Writes the bill's order, its item and its one instalment due `at`, in the caller's transaction;
 * answers the order's id. Its idempotency key (the card and month) is unique per account: a second
 * run meets it and the caller's transaction fails on a unique violation.
 */
export async function placeUsageOrder(trx: Db, bill: UsageOrderInput, at: string): Promise<number> {
  const orderId = await insertOrder(trx, {
    account_id: bill.accountId,
    network_id: bill.networkId,
    reference: null,
    idempotency_key: `usage-${bill.mediaId}-${bill.month}`,
    request_hash: createHash('sha256')
      .update(canonicalText({ mediaId: bill.mediaId, month: bill.month, trips: bill.trips }))
      .digest('hex'),
    order_type: 'POST_PAYMENT_USAGE',
    // Being charged: no passenger's payment page may open on it (placeOrder wants PENDING).
    status: 'PROCESSING',
    process_status: 'TO_PROCESS',
    origin: 'ESHOP',
    payment_method: 'CARD',
    installments: 1,
    post_payment: 0,
    subtotal_cents: bill.amount.subtotalCents,
    discount_cents: bill.amount.discountCents,
    total_cents: bill.amount.totalCents,
    vat_cents: vatIncludedCents(bill.amount.totalCents),
    voucher_code: null,
    locale: bill.locale === 'en' ? 'en' : 'fr',
    payment_card_id: bill.paymentCardId,
    created_at: at,
    updated_at: at,
    paid_at: null,
  });
  await insertOrderItems(trx, [
    {
      order_id: orderId,
      position: 1,
      type: 'POST_PAYMENT_USAGE',
      media_id: bill.mediaId,
      card_number: bill.cardNumber,
      holder_name: bill.holderName,
      product_id: bill.trip.id,
      shop_item_id: bill.trip.shop_item_id,
      name_fr: bill.names.fr,
      name_en: bill.names.en,
      product_type: bill.trip.product_type,
      transport_modes: bill.trip.transport_modes,
      renewal_interval: null,
      quantity: bill.trips,
      unit_price_cents: bill.trip.price_cents,
      discount_cents: bill.amount.discountCents,
      total_cents: bill.amount.totalCents,
      gift: 0,
      duplicate_request_id: null,
      contract_ids: null,
    },
  ]);
  await insertInstalments(trx, orderId, [{ dueDate: at.slice(0, 10), amountCents: bill.amount.totalCents }]);
  return orderId;
}

function charge(db: Db, config: Config, order: UsageOrderToCharge, month: string): Promise<ChargeOutcome> {
  return chargeOrderCard(db, config, {
    paymentCardId: order.payment_card_id,
    accountId: order.account_id,
    amountCents: order.amount_cents,
    orderId: order.order_id,
    idempotencyKey: `usage-${order.order_id}-${month}`,
  });
}

/**
 * One usage order of `month`: claimed, charged once, its result written. Answers what happened,
 * or null if another run took it.
 */
export async function chargeUsageOrder(
  db: Db,
  config: Config,
  order: UsageOrderToCharge,
  month: string,
  at: string,
): Promise<'paid' | 'unpaid' | null> {
  const today = at.slice(0, 10);
  const tomorrow = nextDay(today);
  if ((await claimInstalment(db, order, today, tomorrow)) === 0) return null;
  const result = await charge(db, config, order, month);
  return db.transaction().execute(async (trx) => {
    if (result.status === 'SUCCEEDED') {
      if ((await recordInstalmentCharged(trx, order, result.chargeId, at)) === 0) return null;
      await markUsageOrderPaid(trx, order.order_id, at);
      await fulfilPaidOrder(trx, order.order_id, at, config);
      return 'paid';
    }
    // One attempt: the journeys are travelled, the debt is the agency's to settle (decision 032).
    if ((await recordInstalmentFailed(trx, order, true, tomorrow)) === 0) return null;
    await markUsageOrderUnpaid(trx, order.order_id, at);
    await queueRegularizationMail(trx, order.order_id, config);
    return 'unpaid';
  });
}
