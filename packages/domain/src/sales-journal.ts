/**
 * The sales journal for the accountant (issue 25, decision 075), pure: each invoice and credit
 * note of a period with its lines (VAT base, VAT, total, VAT included), its means of payment, and
 * the totals per product, per day and per VAT rate. A credit note counts negative: the totals are
 * the invoices minus the credit notes, to the cent. The CSV is what French accounting tools
 * import: UTF-8 with a BOM, `;` between fields, decimals with a comma (12,50), no thousands mark.
 */

export const JOURNAL_DOCUMENT_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type JournalDocumentKind = (typeof JOURNAL_DOCUMENT_KINDS)[number];

/** One line of an invoice or a credit note, its amounts positive as printed on the document. */
export type JournalLine = {
  product: string;
  vatRateBp: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
};

/** An invoice or a credit note as the journal reads it. */
export type JournalDocument = {
  kind: JournalDocumentKind;
  number: string;
  /** The network's day of its issue (YYYY-MM-DD). */
  day: string;
  orderReference: string;
  /** The invoice a credit note corrects; null for an invoice. */
  corrects: string | null;
  customer: string;
  /** CARD, CARD_REFUND, … as the api names it. */
  paymentMeans: string;
  lines: JournalLine[];
};

export type JournalAmounts = { baseCents: number; vatCents: number; totalCents: number };

/** A line of the journal: its document's amounts signed (a credit note's are negative). */
export type JournalRow = Omit<JournalDocument, 'lines'> & JournalLine;

export type SalesJournal = {
  from: string;
  to: string;
  rows: JournalRow[];
  byProduct: ({ product: string } & JournalAmounts)[];
  byDay: ({ day: string } & JournalAmounts)[];
  byRate: ({ vatRateBp: number } & JournalAmounts)[];
  total: JournalAmounts;
};

const zero = (): JournalAmounts => ({ baseCents: 0, vatCents: 0, totalCents: 0 });

function add(into: JournalAmounts, line: JournalAmounts): void {
  into.baseCents += line.baseCents;
  into.vatCents += line.vatCents;
  into.totalCents += line.totalCents;
}

function grouped<Key extends string | number>(
  rows: JournalRow[],
  keyOf: (row: JournalRow) => Key,
): [Key, JournalAmounts][] {
  const groups = new Map<Key, JournalAmounts>();
  for (const row of rows) {
    const key = keyOf(row);
    const amounts = groups.get(key) ?? zero();
    add(amounts, row);
    groups.set(key, amounts);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The journal of the documents of a period, in the order of their days, invoices before credit notes. */
export function buildSalesJournal(
  period: { from: string; to: string },
  documents: JournalDocument[],
): SalesJournal {
  const sorted = [...documents].sort(
    (a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || a.number.localeCompare(b.number),
  );
  const rows: JournalRow[] = sorted.flatMap(({ lines, ...document }) => {
    const sign = document.kind === 'CREDIT_NOTE' ? -1 : 1;
    return lines.map((line) => ({
      ...document,
      ...line,
      baseCents: sign * line.baseCents,
      vatCents: sign * line.vatCents,
      totalCents: sign * line.totalCents,
    }));
  });
  const total = zero();
  for (const row of rows) add(total, row);
  return {
    ...period,
    rows,
    byProduct: grouped(rows, (row) => row.product).map(([product, amounts]) => ({ product, ...amounts })),
    byDay: grouped(rows, (row) => row.day).map(([day, amounts]) => ({ day, ...amounts })),
    byRate: grouped(rows, (row) => row.vatRateBp).map(([vatRateBp, amounts]) => ({ vatRateBp, ...amounts })),
    total,
  };
}

/** Cents as a French decimal: 1250 → "12,50", -300 → "-3,00"; no thousands mark. */
export function frenchDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a French percentage: 1000 → "10,00". */
export function frenchRate(bp: number): string {
  return frenchDecimal(bp);
}

/** A field of the CSV: quoted when it holds a separator, a quote or a line break. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export const UTF8_BOM = '\ufeff';

const KIND_LABEL: Record<JournalDocumentKind, string> = { INVOICE: 'Facture', CREDIT_NOTE: 'Avoir' };

/** The journal as French accounting tools import it (BOM, `;`, decimal commas, CRLF lines). */
export function salesJournalCsv(journal: SalesJournal): string {
  const line = (cells: string[]) => cells.map(field).join(';');
  const amounts = (a: JournalAmounts) => [
    frenchDecimal(a.baseCents),
    frenchDecimal(a.vatCents),
    frenchDecimal(a.totalCents),
  ];
  const lines = [
    line([`Journal des ventes du ${journal.from} au ${journal.to}`]),
    line([
      'Type',
      'Numéro',
      'Date',
      'Commande',
      'Facture corrigée',
      'Client',
      'Moyen de paiement',
      'Produit',
      'Taux TVA',
      'Base HT',
      'TVA',
      'Total TTC',
    ]),
    ...journal.rows.map((row) =>
      line([
        KIND_LABEL[row.kind],
        row.number,
        row.day,
        row.orderReference,
        row.corrects ?? '',
        row.customer,
        row.paymentMeans,
        row.product,
        frenchRate(row.vatRateBp),
        ...amounts(row),
      ]),
    ),
    '',
    line(['Totaux par produit', 'Produit', 'Base HT', 'TVA', 'Total TTC']),
    ...journal.byProduct.map((group) => line(['Produit', group.product, ...amounts(group)])),
    '',
    line(['Totaux par jour', 'Date', 'Base HT', 'TVA', 'Total TTC']),
    ...journal.byDay.map((group) => line(['Jour', group.day, ...amounts(group)])),
    '',
    line(['Totaux par taux de TVA', 'Taux TVA', 'Base HT', 'TVA', 'Total TTC']),
    ...journal.byRate.map((group) => line(['Taux', frenchRate(group.vatRateBp), ...amounts(group)])),
    '',
    line(['Total', '', ...amounts(journal.total)]),
  ];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
