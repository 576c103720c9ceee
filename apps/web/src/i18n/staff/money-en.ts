/** The texts of a customer's money on their page (decision 077), in English. */
import type { moneyFr } from './money-fr.ts';

export const moneyEn: typeof moneyFr = {
  schedules: 'Payment schedules',
  noSchedule: 'No instalment to come or to settle.',
  scheduleOf: 'Order {{reference}} ({{status}})',
  status: { DUE: 'to come', PAID: 'paid', FAILED: 'unpaid', CANCELED: 'canceled' },
  chargeAgain: 'Charge instalment {{position}} again',
  markPaid: 'Instalment {{position}} paid at the counter',
  close: 'Close the schedule of {{reference}}',
  chargeTitle: 'Charge instalment {{position}} of {{reference}}?',
  chargeText:
    'The customer’s saved bank card will be charged {{amount}} now, once. If it is accepted, the customer receives a confirmation e-mail.',
  chargeConfirm: 'Charge now',
  counterTitle: 'Instalment {{position}} of {{reference}} paid at the counter',
  counterText:
    'Say how the customer paid {{amount}}. No card is charged; the customer receives a confirmation e-mail.',
  means: 'Means of payment',
  meansOf: { CASH: 'Cash', CHEQUE: 'Cheque', COUNTER_CARD: 'Bank card at the counter' },
  meansRequired: 'Choose the means of payment.',
  counterConfirm: 'Record the payment',
  closeTitle: 'Close the schedule of {{reference}}?',
  closeText:
    'The remaining instalments ({{amount}}) will never be charged. The pass stays valid as it was sold. The customer receives an e-mail.',
  reason: 'Reason for closing',
  reasonHint: '3 to 500 characters; it is kept in the audit log.',
  reasonRequired: 'Give the reason (at least 3 characters).',
  closeConfirm: 'Close the schedule',
  charged: 'Instalment {{position}} of {{reference}} is charged and paid.',
  chargeRefused:
    'The charge of instalment {{position}} of {{reference}} was refused ({{code}}): it stays unpaid.',
  paidAtCounter: 'Instalment {{position}} of {{reference}} is recorded as paid at the counter.',
  closed: 'The schedule of {{reference}} is closed.',
  resendInvoice: 'Send invoice {{number}} again',
  resendInvoiceTitle: 'Send invoice {{number}} again?',
  resendInvoiceText: 'Invoice {{number}} will be sent as a PDF to {{email}}.',
  resendInvoiceConfirm: 'Send the invoice',
  invoiceResent: 'Invoice {{number}} is sent to {{email}}.',
};
