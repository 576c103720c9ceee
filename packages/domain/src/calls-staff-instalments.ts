/**
 * The calls of one area of the table (calls.ts): a customer's money, from their page in the back
 * office (issue 25, decision 077): a failed instalment regularised (charged again on the saved
 * card, or paid at the counter), a schedule closed, an invoice mailed again. Closing a schedule
 * gives up money the customer owes: supervisors only.
 */
import type { Call } from './calls.js';

export const STAFF_INSTALMENT_CALLS = {
  chargeInstalmentAgain: {
    method: 'POST',
    path: 'Staff/chargeInstalmentAgain.json',
    access: 'staff',
    ownedIds: ['accountId', 'orderId'],
  },
  markInstalmentPaid: {
    method: 'POST',
    path: 'Staff/markInstalmentPaid.json',
    access: 'staff',
    ownedIds: ['accountId', 'orderId'],
  },
  closeSchedule: {
    method: 'POST',
    path: 'Staff/closeSchedule.json',
    access: 'staff',
    ownedIds: ['accountId', 'orderId'],
    supervisorOnly: true,
  },
  resendInvoice: {
    method: 'POST',
    path: 'Staff/resendInvoice.json',
    access: 'staff',
    ownedIds: ['accountId', 'orderId'],
  },
} as const satisfies Record<string, Call>;
