/**
 * Reports for the accountant (issue 25, decision 075): the sales journal of a period, each invoice
 * and credit note issued in it (network days) with its lines, VAT base, VAT, total and means of
 * payment, and its totals per product, per day and per VAT rate; as CSV (packages/domain's
 * builder: BOM, `;`, decimal commas) and as PDF. Owns no table: it reads the invoices module's.
 */
import {
  addDays,
  buildSalesJournal,
  frenchDecimal,
  networkDay,
  salesJournalCsv,
  startOfNetworkDay,
  type JournalDocument,
  type SalesJournal,
} from '@oceane/domain';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { documentsIssuedBetween, type CreditNoteContent, type InvoiceContent } from '../invoices/service.js';

export { SALES_JOURNAL_MAX_DAYS } from '@oceane/domain';

function invoiceMeans(content: InvoiceContent): string {
  if (content.payment.postPayment) return 'Carte bancaire (post-paiement)';
  if (content.payment.installments > 1) return `Carte bancaire (${content.payment.installments} échéances)`;
  return 'Carte bancaire';
}

function creditNoteMeans(content: CreditNoteContent): string {
  const cancelled = content.refund.cancelledInstalments.length > 0;
  if (content.refund.refundedCents === 0) return 'Échéances annulées';
  return cancelled ? 'Remboursement carte bancaire et échéances annulées' : 'Remboursement carte bancaire';
}

/** The journal of [from, to] (network days, inclusive). */
export async function salesJournal(db: Db, from: string, to: string): Promise<SalesJournal> {
  if (to < from) throw new AppError('VALIDATION_ERROR');
  if (addDays(from, 366) <= to) throw new AppError('VALIDATION_ERROR');
  const { invoices, creditNotes } = await documentsIssuedBetween(
    db,
    startOfNetworkDay(from),
    startOfNetworkDay(to, 1),
  );
  const documents: JournalDocument[] = [
    ...invoices.map((row) => {
      const content = JSON.parse(row.content) as InvoiceContent;
      return {
        kind: 'INVOICE' as const,
        number: content.number,
        day: networkDay(row.issued_at),
        orderReference: content.orderReference,
        corrects: null,
        customer: content.buyer.name,
        paymentMeans: invoiceMeans(content),
        lines: content.lines.map((line) => ({
          product: line.nameFr,
          vatRateBp: line.vatRateBp,
          baseCents: line.totalExclVatCents,
          vatCents: line.vatCents,
          totalCents: line.totalInclVatCents,
        })),
      };
    }),
    ...creditNotes.map((row) => {
      const content = JSON.parse(row.content) as CreditNoteContent;
      return {
        kind: 'CREDIT_NOTE' as const,
        number: content.number,
        day: networkDay(row.issued_at),
        orderReference: content.orderReference,
        corrects: content.invoiceNumber,
        customer: content.buyer.name,
        paymentMeans: creditNoteMeans(content),
        lines: content.lines
          .filter((line) => line.totalInclVatCents !== 0)
          .map((line) => ({
            product: line.nameFr,
            vatRateBp: line.vatRateBp,
            baseCents: line.totalExclVatCents,
            vatCents: line.vatCents,
            totalCents: line.totalInclVatCents,
          })),
      };
    }),
  ];
  return buildSalesJournal({ from, to }, documents);
}

export async function salesJournalCsvFile(db: Db, from: string, to: string) {
  const journal = await salesJournal(db, from, to);
  return {
    csv: Buffer.from(salesJournalCsv(journal), 'utf8'),
    filename: `journal-des-ventes-${from}-${to}.csv`,
  };
}

const euros = (cents: number) => `${frenchDecimal(cents)} €`;

/** The journal as an A4 landscape PDF: the lines, then the totals per product, day and rate. */
export async function salesJournalPdfFile(db: Db, from: string, to: string) {
  const journal = await salesJournal(db, from, to);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    lang: 'fr-FR',
    displayTitle: true,
    info: { Title: `Journal des ventes du ${from} au ${to}`, CreationDate: new Date(`${to}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const columns = [
    { label: 'Type', x: 36, width: 45, align: 'left' },
    { label: 'Numéro', x: 83, width: 85, align: 'left' },
    { label: 'Date', x: 170, width: 58, align: 'left' },
    { label: 'Commande', x: 230, width: 70, align: 'left' },
    { label: 'Facture corrigée', x: 302, width: 75, align: 'left' },
    { label: 'Produit', x: 379, width: 150, align: 'left' },
    { label: 'Paiement', x: 531, width: 90, align: 'left' },
    { label: 'TVA', x: 623, width: 35, align: 'right' },
    { label: 'Base HT', x: 660, width: 55, align: 'right' },
    { label: 'TVA', x: 717, width: 45, align: 'right' },
    { label: 'TTC', x: 764, width: 42, align: 'right' },
  ] as const;
  const bottom = doc.page.height - 36;
  const row = (cells: string[], bold = false) => {
    if (doc.y + 24 > bottom) doc.addPage();
    const y = doc.y;
    let lowest = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      lowest = Math.max(lowest, doc.y);
    });
    doc.y = lowest + 2;
  };
  doc.font('Helvetica-Bold').fontSize(14).text(`Journal des ventes du ${from} au ${to}`, 36, 36);
  doc.moveDown();
  row(
    columns.map((column) => column.label),
    true,
  );
  for (const line of journal.rows) {
    row([
      line.kind === 'INVOICE' ? 'Facture' : 'Avoir',
      line.number,
      line.day,
      line.orderReference,
      line.corrects ?? '',
      line.product,
      line.paymentMeans,
      `${frenchDecimal(line.vatRateBp)} %`,
      euros(line.baseCents),
      euros(line.vatCents),
      euros(line.totalCents),
    ]);
  }
  const totals = (
    title: string,
    groups: { key: string; baseCents: number; vatCents: number; totalCents: number }[],
  ) => {
    doc.moveDown();
    row(['', '', '', '', '', title, '', '', 'Base HT', 'TVA', 'TTC'], true);
    for (const group of groups)
      row([
        '',
        '',
        '',
        '',
        '',
        group.key,
        '',
        '',
        euros(group.baseCents),
        euros(group.vatCents),
        euros(group.totalCents),
      ]);
  };
  totals(
    'Totaux par produit',
    journal.byProduct.map((group) => ({ key: group.product, ...group })),
  );
  totals(
    'Totaux par jour',
    journal.byDay.map((group) => ({ key: group.day, ...group })),
  );
  totals(
    'Totaux par taux de TVA',
    journal.byRate.map((group) => ({ key: `${frenchDecimal(group.vatRateBp)} %`, ...group })),
  );
  totals('Total', [{ key: 'Factures moins avoirs', ...journal.total }]);
  doc.end();
  return { pdf: await done, filename: `journal-des-ventes-${from}-${to}.pdf` };
}
