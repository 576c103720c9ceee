/**
 * What other modules use of orders: the export's orders, the erasure ("Your data", decision 049);
 * the instalments still due on a contract's order (decision 064); the orders of the post-payment
 * fare's bills, which usage-billing reads, writes and charges through here (decision 068); a paid
 * order's invoice, for the demo's seed (app.ts); the run of the instalments job, scheduled by
 * src/jobs.ts (decision 066).
 */
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
