/**
 * What the rest of the api uses of usage billing (decision 068): the monthly run of the
 * post-payment fare's bills, scheduled by src/jobs.ts (decisions 032, 066); a contract's money,
 * handed to subscriptions by app.ts (decision 064). Owns `usage_bills`; above orders, whose service
 * writes and charges the bills' orders.
 */
export { contractMoney } from './contract-money.js';
export { runUsageBilling } from './job.js';
