/**
 * The contract of a customer's money actions (calls-staff-instalments.ts, decision 077): a failed
 * instalment charged again or paid at the counter, a schedule closed, an invoice mailed again.
 */
import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation.js';
import { idField, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

/** How an instalment is paid at the mobility centre's counter (decision 077). */
export const COUNTER_PAYMENT_MEANS = ['CASH', 'CHEQUE', 'COUNTER_CARD'] as const;
export type CounterPaymentMeans = (typeof COUNTER_PAYMENT_MEANS)[number];

/** The longest reason a schedule is closed for. */
export const CLOSE_REASON_MAX = 500;

const instalmentOf = {
  accountId: idField.describe('The customer’s profile'),
  orderId: idField.describe('An order of that profile paid in instalments'),
  position: z
    .number({ error: MESSAGE_KEYS.invalidValue })
    .int({ error: MESSAGE_KEYS.invalidValue })
    .min(1, { error: MESSAGE_KEYS.invalidValue })
    .max(12, { error: MESSAGE_KEYS.invalidValue })
    .describe('The instalment’s position in its schedule (1 is the first payment)'),
};

const regularisedInstalment = z.object({
  position: z.number().int(),
  status: z.string().describe('PAID, or FAILED when the charge was refused again'),
  paidAt: z.string().nullable(),
  orderStatus: z.string().describe('The order’s status after it: COMPLETED once nothing is left failed'),
});

export const STAFF_INSTALMENT_CONTRACT = {
  chargeInstalmentAgain: {
    request: sessionRequest(instalmentOf),
    response: regularisedInstalment.extend({
      outcome: z.enum(['PAID', 'REFUSED']).describe('What the provider answered'),
      failureCode: z.string().nullable().describe('The provider’s reason for a refusal'),
    }),
  },
  markInstalmentPaid: {
    request: sessionRequest({
      ...instalmentOf,
      means: z.enum(COUNTER_PAYMENT_MEANS, { error: MESSAGE_KEYS.invalidValue }).describe('How it was paid'),
    }),
    response: regularisedInstalment,
  },
  closeSchedule: {
    request: sessionRequest({
      accountId: idField.describe('The customer’s profile'),
      orderId: idField.describe('An order of that profile paid in instalments'),
      reason: z
        .string()
        .trim()
        .min(3, { error: MESSAGE_KEYS.invalidValue })
        .max(CLOSE_REASON_MAX, { error: MESSAGE_KEYS.invalidValue })
        .describe('Why the rest is not charged, for the audit log'),
    }),
    response: z.object({
      closedPositions: z.array(z.number().int()).describe('The instalments that will not be charged'),
      orderStatus: z.string(),
    }),
  },
  resendInvoice: {
    request: sessionRequest({
      accountId: idField.describe('The customer’s profile'),
      orderId: idField.describe('An order of that profile with an invoice'),
    }),
    response: z.object({
      mailId: z.number().int().describe('The mail of the outbox, with the PDF attached'),
    }),
  },
} as const satisfies AreaContract;
