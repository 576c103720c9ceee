/**
 * Row types of the tables of modules/invoices, their one owner (apps/api/README.md; decision 068):
 * the issued invoices, never changed, and the yearly counters of their gapless numbering.
 */
import type { Generated } from 'kysely';

export type InvoicesTable = {
  id: Generated<number>;
  /** "F2026-000001": the year's series, without gaps. */
  number: string;
  order_id: number;
  account_id: number;
  year: number;
  sequence: number;
  issued_at: string;
  total_cents: number;
  /** JSON array of the transport modes of the items, for the filters. */
  transport_modes: string;
  /** JSON of everything printed (seller, buyer, lines, VAT, schedule): never changed once issued. */
  content: string;
};

export type InvoiceCountersTable = {
  year: number;
  last_sequence: number;
};

/** The credit notes of refunds, also owned by modules/invoices (decision 075). */
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
  /** Who refunded; null for the review gate's 30-day rule, run by the api itself. */
  staff_identity_id: number | null;
  staff_email: string | null;
  /** JSON of everything printed: never changed once issued. */
  content: string;
};

export type CreditNoteCountersTable = {
  year: number;
  last_sequence: number;
};

export type InvoicesDatabase = {
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
  credit_notes: CreditNotesTable;
  credit_note_counters: CreditNoteCountersTable;
};
