/**
 * The contract of refunds, credit notes and the sales journal (calls-staff-refunds.ts, decision
 * 075): a refund of an order in full or in part, the refunds of a customer's orders, the sales
 * journal of a period (CSV and PDF), and the passenger's credit notes of an order.
 */
import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation.js';
import { idField, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

/** The most one refund may pay back, in cents: far above any order, a bound for the schema. */
export const REFUND_MAX_CENTS = 10_000_000;
/** The longest period the sales journal covers at once, in days. */
export const SALES_JOURNAL_MAX_DAYS = 366;

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGE_KEYS.invalidValue })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: MESSAGE_KEYS.invalidValue })
  .describe('A day, YYYY-MM-DD, in the network’s time zone');

export const creditNoteSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('Its own yearly series, e.g. AV2026-000001'),
  orderId: z.number().int(),
  invoiceNumber: z.string().describe('The invoice it corrects (never edited)'),
  issuedAt: z.string(),
  totalCents: z.number().int().describe('What it credits, VAT included'),
  refundedCents: z.number().int().describe('What was paid back on the card'),
});
export type CreditNoteView = z.infer<typeof creditNoteSchema>;

export const staffCreditNoteSchema = creditNoteSchema.extend({
  reason: z.string(),
  staffEmail: z.string().nullable().describe('Who refunded; null for the review gate’s 30-day rule'),
});
export type StaffCreditNoteView = z.infer<typeof staffCreditNoteSchema>;

export const orderRefundStateSchema = z.object({
  orderId: z.number().int(),
  paidCents: z.number().int().describe('What the card paid so far (instalments collected included)'),
  refundedCents: z.number().int(),
  refundableCents: z.number().int().describe('Paid minus refunded: the most a refund may pay back'),
});
export type OrderRefundState = z.infer<typeof orderRefundStateSchema>;

const periodFields = {
  from: dayField.describe('The first day of the period (inclusive)'),
  to: dayField.describe('The last day of the period (inclusive)'),
};

export const STAFF_REFUND_CONTRACT = {
  refundOrder: {
    request: sessionRequest({
      accountId: idField.describe('The customer’s profile'),
      orderId: idField.describe('An order of that profile, paid'),
      amountCents: z
        .number()
        .int({ error: MESSAGE_KEYS.invalidValue })
        .min(1, { error: MESSAGE_KEYS.invalidValue })
        .max(REFUND_MAX_CENTS, { error: MESSAGE_KEYS.invalidValue })
        .describe('What to pay back, in cents: at most what was paid minus what was refunded'),
      reason: z
        .string()
        .trim()
        .min(3, { error: MESSAGE_KEYS.invalidValue })
        .max(500, { error: MESSAGE_KEYS.invalidValue })
        .describe('Why, as the agent writes it (printed on the credit note)'),
    }),
    response: z.object({
      creditNote: staffCreditNoteSchema,
      refund: orderRefundStateSchema,
      scheduleClosed: z.boolean().describe('The instalments still due were cancelled (a full refund)'),
    }),
  },
  getRefunds: {
    request: sessionRequest({ accountId: idField.describe('The customer’s profile') }),
    response: z.object({
      agentLimitCents: z.number().int().describe('Above this amount, only a supervisor refunds'),
      orders: z.array(orderRefundStateSchema).describe('Each paid order of the profile'),
      creditNotes: z.array(staffCreditNoteSchema).describe('Newest first'),
    }),
  },
  salesJournalCsv: { request: sessionRequest(periodFields), response: BYTES },
  salesJournalPdf: { request: sessionRequest(periodFields), response: BYTES },
  getCreditNotes: {
    request: sessionRequest({ orderId: idField }),
    response: z.object({ creditNotes: z.array(creditNoteSchema).describe('Oldest first') }),
  },
  printCreditNote: { request: sessionRequest({ creditNoteId: idField }), response: BYTES },
} as const satisfies AreaContract;
