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

export type InvoicesDatabase = {
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
};
