/**
 * The back office's customers (issue 25, decision 073): the search, a customer's page and its
 * actions. Owns no table: it sits above the modules it reads (account, identity, cards,
 * contracts, orders, invoices, documents, payments, mail, disruptions, audit) and calls their
 * services, never their repos.
 */
export { searchCustomers } from './search.js';
export { customerPage } from './page.js';
export { blockCard, resendMail } from './actions.js';
export { searchKey } from './search-key.js';
