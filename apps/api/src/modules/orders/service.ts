/**
 * What other modules use of orders: the export's orders, the erasure ("Your data", decision 049);
 * the instalments still due on a contract's order (decision 064); the orders of the post-payment
 * fare's bills, which usage-billing reads, writes and charges through here (decision 068); a paid
 * order's invoice, for the demo's seed (app.ts); the run of the instalments job, scheduled by
 * src/jobs.ts (decision 066).
 */
import type { Db } from '../../db/index.js';
import { orderReference } from './order-invoice.js';
import { findOrder } from './orders-repo.js';

export { anonymiseOrdersOfAccounts, ordersForExport, owesInstalments } from './erasure.js';
export { dueInstalmentsOfContract } from './contract-instalments.js';
export { runInstalments } from './instalments-job.js';
export { issueOrderInvoice } from './order-invoice.js';
export {
  chargeUsageOrder,
  placeUsageOrder,
  postPaymentItems,
  usageOrdersToCharge,
  type PostPaymentItem,
  type UsageOrderInput,
  type UsageOrderToCharge,
} from './usage-orders.js';
/** The back office's search by order reference (decision 073). */
export { ordersByReferencePrefix } from './staff-search.js';
export { issueReviewedCards } from './review-gate.js';
export {
  cardsToProduce,
  madeCardsOfOrder,
  markOrderDelivered,
  type CardToProduce,
} from './production-cards.js';
export { expireWaitingReviews, runReviewExpiry, REVIEW_WAIT_DAYS } from './review-expiry.js';
export { orderLocale } from './card-creation-items.js';

/** An order's reference (OM-…), or undefined for a missing order (the review queue shows it). */
export async function orderReferenceOf(db: Db, orderId: number): Promise<string | undefined> {
  const order = await findOrder(db, orderId);
  return order ? orderReference(order) : undefined;
}

/** The back office's regularisation of a schedule (decision 077). */
export {
  chargeHeldInstalment,
  closeOrderSchedule,
  failedInstalment,
  holdFailedInstalment,
  recordChargedAgain,
  recordPaidAtCounter,
  recordRefusedAgain,
  scheduleOfOrder,
  type ScheduleOrder,
} from './regularisation.js';
/** The dashboard's figures (decision 077). */
export {
  failedInstalmentCount,
  ordersOfNetwork,
  ordersPaidBetween,
  ordersWaitingByProcessStatus,
} from './dashboard-figures.js';
/** What the back office's refunds read and change of an order (decision 075). */
export {
  cancelOpenInstalments,
  collectedPayments,
  holdOrderForRefund,
  openInstalments,
  orderToRefund,
  paidOrdersOfAccount,
  type RefundableOrder,
} from './refund-ledger.js';
