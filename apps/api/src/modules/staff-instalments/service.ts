/**
 * A customer's money, from their page in the back office (issue 25, decision 077): a failed
 * instalment charged again or paid at the counter, a schedule closed, an invoice mailed again.
 * Owns no table: the rules of the schedule are orders', the audit log audit's, the mails mail's.
 */
export { chargeInstalmentAgain, markInstalmentPaid } from './regularise.js';
export { closeSchedule } from './schedule.js';
export { resendInvoice } from './invoice.js';
