/**
 * Row types of the credit notes, owned by modules/invoices (decision 075): each credit note
 * issued by a refund, never changed, and the yearly counters of their own gapless series.
 */
import type { Generated } from 'kysely';

export type CreditNotesTable = {
  id: Generated<number>;
  /** "AV2026-000001": the year's series, without gaps. */
  number: string;
  order_id: number;
  account_id: number;
  /** The invoice it corrects (never edited). */
  invoice_number: string;
  year: number;
  sequence: number;
  issued_at: string;
  /** What it credits, VAT included (what was paid back, plus the instalments cancelled). */
  total_cents: number;
  /** What was paid back on the card. */
  refunded_cents: number;
  reason: string;
  staff_identity_id: number;
  staff_email: string;
  /** JSON of everything printed: never changed once issued. */
  content: string;
};

export type CreditNoteCountersTable = {
  year: number;
  last_sequence: number;
};

export type CreditNotesDatabase = {
  credit_notes: CreditNotesTable;
  credit_note_counters: CreditNoteCountersTable;
};
