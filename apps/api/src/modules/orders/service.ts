/**
 * What other modules use of orders: the export's orders and invoices, the erasure ("Your data",
 * decision 049); a contract's money, handed to subscriptions by app.ts (decision 064); the runs of
 * the instalments and usage-billing jobs, scheduled by src/jobs.ts (decision 066).
 */
export { anonymiseOrdersOfAccounts, invoicePdfOfOrder, ordersForExport, owesInstalments } from './erasure.js';
export { contractMoney } from './contract-money.js';
export { runInstalments } from './instalments-job.js';
export { runUsageBilling } from './usage-billing-job.js';
