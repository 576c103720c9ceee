/**
 * The caller's invoices as the passenger reads them (spec §7 Order/getOrders.json) with the
 * filters' choices, and an invoice's PDF printed from what was stored when it was issued
 * (Order/printOrder.json, "Your data").
 */
import { TRANSPORT_MODES, type InvoiceView, type Locale, type TransportMode } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { jsonList } from '../../lib/json-list.js';
import { oneOf } from '../../lib/one-of.js';
import { transportModesOf } from '../catalog/service.js';
import type { InvoiceContent } from './invoice-content.js';
import { invoiceFilename, renderInvoicePdf } from './invoice-pdf.js';
import { accountInvoices, findInvoiceOfOrder } from './invoices-repo.js';

const isTransportMode = oneOf(TRANSPORT_MODES);

function modesOf(json: string): TransportMode[] {
  return jsonList(json).filter(isTransportMode);
}

/** Order/getOrders.json: the caller's invoices, filtered by year and transport mode, and the filters' choices. */
export async function invoiceList(
  db: Db,
  session: CurrentSession,
  filters: { year?: number; mode?: TransportMode },
  locale: Locale,
): Promise<{ invoices: InvoiceView[]; years: number[]; modes: TransportMode[] }> {
  const [rows, networkModes] = await Promise.all([
    accountInvoices(db, session.accountId),
    transportModesOf(db, session.networkId),
  ]);
  const names = new Map(networkModes.map((mode) => [mode.code, locale === 'en' ? mode.nameEn : mode.nameFr]));
  const all = rows.map((row) => ({ row, modes: modesOf(row.transport_modes) }));
  const years = [...new Set(all.map(({ row }) => row.year))].sort((a, b) => b - a);
  const present = new Set(all.flatMap(({ modes }) => modes));
  const modes = TRANSPORT_MODES.filter((mode) => present.has(mode));
  const invoices = all
    .filter(({ row }) => filters.year === undefined || row.year === filters.year)
    .filter(({ modes: its }) => filters.mode === undefined || its.includes(filters.mode))
    .map(({ row, modes: its }) => ({
      number: row.number,
      orderId: row.order_id,
      issuedAt: row.issued_at,
      totalCents: row.total_cents,
      transportModes: its,
      transportType: its.map((mode) => names.get(mode) ?? mode).join(', '),
    }));
  return { invoices, years, modes };
}

/** The invoice of an order as a PDF, printed from what was stored when issued; undefined without one. */
export async function invoicePdfOfOrder(
  db: Db,
  orderId: number,
  locale: Locale,
): Promise<{ pdf: Buffer; filename: string } | undefined> {
  const invoice = await findInvoiceOfOrder(db, orderId);
  if (!invoice) return undefined;
  const content = JSON.parse(invoice.content) as InvoiceContent;
  return { pdf: await renderInvoicePdf(content, locale), filename: invoiceFilename(content, locale) };
}
