/**
 * The calls of one area of the table (calls.ts): refunds, credit notes and the sales journal
 * (issue 25, decision 075). An agent refunds up to the configured limit, a supervisor above it
 * (the service decides: the limit is the server's); the journal is for supervisors only. The
 * passenger reads the credit notes of their order and prints each as a PDF.
 */
import type { Call } from './calls.js';

export const STAFF_REFUND_CALLS = {
  refundOrder: {
    method: 'POST',
    path: 'Staff/refundOrder.json',
    access: 'staff',
    ownedIds: ['accountId', 'orderId'],
  },
  getRefunds: { method: 'GET', path: 'Staff/getRefunds.json', access: 'staff', ownedIds: ['accountId'] },
  salesJournalCsv: {
    method: 'GET',
    path: 'Staff/salesJournal.csv',
    access: 'staff',
    supervisorOnly: true,
    bytes: true,
  },
  salesJournalPdf: {
    method: 'GET',
    path: 'Staff/salesJournal.pdf',
    access: 'staff',
    supervisorOnly: true,
    bytes: true,
  },
  getCreditNotes: {
    method: 'GET',
    path: 'Order/getCreditNotes.json',
    access: 'session',
    ownedIds: ['orderId'],
  },
  printCreditNote: {
    method: 'POST',
    path: 'Order/printCreditNote.json',
    access: 'session',
    bytes: true,
    ownedIds: ['creditNoteId'],
  },
} as const satisfies Record<string, Call>;
