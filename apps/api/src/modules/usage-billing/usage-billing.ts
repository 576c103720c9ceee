/**
 * The post-payment fare's bills (spec §9 post-payment, issue 7 "usage is billed later"; decision
 * 032): once a calendar month is over, each card carrying a post-payment contract is billed its
 * journeys of that month (usage.ts) on the payment card registered with the fare. A bill is a
 * POST_PAYMENT_USAGE order of one item, the orders module's (decision 068).
 *
 * Exactly once: the order is written with its `usage_bills` row, unique per account, card and
 * month, in one transaction (a second run meets the key and makes nothing). It is then charged
 * like a later instalment by the orders module (chargeUsageOrder): claimed by a conditional
 * update, charged under the key `usage-<orderId>-<month>`, its result written by conditional
 * updates.
 */
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { cardById } from '../cards/service.js';
import { findProductOnSale } from '../catalog/service.js';
import { chargeUsageOrder, placeUsageOrder, usageOrdersToCharge } from '../orders/service.js';
import {
  CAP_PRODUCT_CODE,
  cardsToBill,
  countTrips,
  monthBounds,
  monthName,
  TRIP_PRODUCT_CODE,
  usageAmount,
  type CardToBill,
} from './usage.js';
import { insertUsageBill, monthsOfBills } from './usage-billing-repo.js';

export { monthBounds, previousMonth, usageAmount } from './usage.js';

export type UsageBillingReport = {
  /** Usage orders made by this run. */
  billed: number;
  paid: number;
  /** Charges refused: the order went to REGULARIZATION. */
  unpaid: number;
  /** Cards or bills whose work threw: tried again at the next run. */
  errors: number;
};

/** Makes the card's usage order for the month; false when it had no journey or another run made it. */
async function billCard(db: Db, card: CardToBill, month: string, at: string): Promise<boolean> {
  const trips = await countTrips(db, card);
  if (trips === 0) return false;
  const trip = await findProductOnSale(db, card.networkId, TRIP_PRODUCT_CODE);
  if (!trip) throw new Error(`Network ${card.networkId} sells no ${TRIP_PRODUCT_CODE}: usage not billed`);
  const cap = await findProductOnSale(db, card.networkId, CAP_PRODUCT_CODE);
  const amount = usageAmount(trips, trip.price_cents, cap?.price_cents ?? null);
  // The card as it is now (a copy's card is not the order's); the registration's snapshot otherwise.
  const media = await cardById(db, card.mediaId);
  try {
    await db.transaction().execute(async (trx) => {
      const orderId = await placeUsageOrder(
        trx,
        {
          accountId: card.accountId,
          networkId: card.networkId,
          mediaId: card.mediaId,
          month,
          locale: card.locale,
          paymentCardId: card.paymentCardId,
          cardNumber: media?.number ?? card.cardNumber,
          holderName: media ? `${media.holder_firstname} ${media.holder_name}`.trim() : card.holderName,
          trip,
          trips,
          amount,
          names: {
            fr: `Trajets en post-paiement – ${monthName(month, 'fr-FR')}`,
            en: `Post-payment journeys – ${monthName(month, 'en-GB')}`,
          },
        },
        at,
      );
      await insertUsageBill(trx, {
        account_id: card.accountId,
        media_id: card.mediaId,
        month,
        order_id: orderId,
        created_at: at,
      });
    });
    return true;
  } catch (error) {
    // Another run billed this card's month first (the order's key or the bill's).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Bills `month` (YYYY-MM, over by `at`): a usage order for each card with journeys not billed
 * yet, then a charge for each usage order not charged yet (of any month). Runs concurrently with
 * itself without billing or charging anything twice.
 */
export async function billPostPaymentUsage(
  db: Db,
  config: Config,
  month: string,
  at: string = new Date().toISOString(),
  onError: (error: unknown, what: { mediaId?: number; orderId?: number }) => void = () => {},
): Promise<UsageBillingReport> {
  if (monthBounds(month).to > at.slice(0, 10)) throw new Error(`The month ${month} is not over on ${at}`);
  const report: UsageBillingReport = { billed: 0, paid: 0, unpaid: 0, errors: 0 };
  for (const card of await cardsToBill(db, month)) {
    try {
      if (await billCard(db, card, month, at)) report.billed += 1;
    } catch (error) {
      report.errors += 1;
      onError(error, { mediaId: card.mediaId });
    }
  }
  const toCharge = await usageOrdersToCharge(db, at.slice(0, 10));
  const months = await monthsOfBills(
    db,
    toCharge.map((order) => order.order_id),
  );
  for (const bill of toCharge) {
    const month = months.get(bill.order_id);
    if (month === undefined) continue; // not a bill's order: nothing of this job
    try {
      const outcome = await chargeUsageOrder(db, config, bill, month, at);
      if (outcome) report[outcome] += 1;
    } catch (error) {
      // A claimed bill is charged again tomorrow under the same key: the provider answers the first.
      report.errors += 1;
      onError(error, { orderId: bill.order_id });
    }
  }
  return report;
}
