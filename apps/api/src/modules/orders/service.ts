/**
 * What other modules use of orders: the export's orders and invoices, the erasure ("Your data",
 * decision 049); a contract's money, handed to subscriptions by app.ts (decision 064).
 */
export { anonymiseOrdersOfAccounts, invoicePdfOfOrder, ordersForExport, owesInstalments } from './erasure.js';
export { contractMoney } from './contract-money.js';
