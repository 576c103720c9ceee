/** What other modules use of orders ("Your data", decision 049): the export's orders and invoices, the erasure. */
export { anonymiseOrdersOfAccounts, invoicePdfOfOrder, ordersForExport, owesInstalments } from './erasure.js';
