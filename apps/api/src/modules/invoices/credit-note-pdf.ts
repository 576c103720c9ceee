/**
 * Prints a credit note (its stored content) as an A4 PDF, laid out as the invoice is
 * (invoice-pdf.ts): titled "AVOIR" / "CREDIT NOTE", the invoice it corrects, the reason, the lines
 * credited with their VAT, the VAT summary and totals, what went back on the card. Its dates are
 * the issue instant, so that two prints are the same bytes.
 */
import type { Locale } from '@oceane/domain';
import type { CreditNoteContent } from './credit-note.js';
import { colonOf, MARGIN, NBSP, openDocumentPdf, winAnsi, writeBuyer, writeSeller } from './document-pdf.js';
import { formatDay, formatEuros } from './invoice-content.js';

const LABELS = {
  fr: {
    title: 'AVOIR',
    number: 'Avoir n°',
    date: 'Date',
    order: 'Commande',
    corrects: 'Facture corrigée',
    buyer: 'Client',
    reason: 'Motif',
    siren: 'SIREN',
    vatNumber: 'N° TVA intracommunautaire',
    description: 'Désignation',
    vatRate: 'TVA',
    base: 'Base HT',
    vatAmount: 'Montant TVA',
    totalIncl: 'Total TTC',
    card: 'Carte n°',
    holder: 'titulaire',
    vatSummary: 'Récapitulatif de la TVA',
    rate: 'Taux',
    totalExcl: 'Total HT',
    totalVat: 'Total TVA',
    refund: 'Remboursement',
    percent: (bp: number) => `${bp / 100}${NBSP}%`,
  },
  en: {
    title: 'CREDIT NOTE',
    number: 'Credit note no.',
    date: 'Date',
    order: 'Order',
    corrects: 'Invoice corrected',
    buyer: 'Customer',
    reason: 'Reason',
    siren: 'SIREN',
    vatNumber: 'VAT number',
    description: 'Description',
    vatRate: 'VAT',
    base: 'Base excl. VAT',
    vatAmount: 'VAT amount',
    totalIncl: 'Total incl. VAT',
    card: 'Card no.',
    holder: 'holder',
    vatSummary: 'VAT summary',
    rate: 'Rate',
    totalExcl: 'Total excl. VAT',
    totalVat: 'Total VAT',
    refund: 'Refund',
    percent: (bp: number) => `${bp / 100}%`,
  },
} as const;

export function creditNoteFilename(content: Pick<CreditNoteContent, 'number'>, locale: Locale): string {
  return `${locale === 'fr' ? 'avoir' : 'credit-note'}-${content.number}.pdf`;
}

export function renderCreditNotePdf(content: CreditNoteContent, locale: Locale): Promise<Buffer> {
  const t = LABELS[locale];
  const issued = new Date(content.issuedAt);
  const { doc, done, right, width, room } = openDocumentPdf(locale, {
    title: content.number,
    author: content.seller.name,
    subject: `${t.title} ${content.number} – ${t.corrects} ${content.invoiceNumber}`,
    issued,
  });
  const euros = (cents: number) => formatEuros(locale, cents);
  const day = (date: string) => formatDay(locale, date);
  const colon = colonOf(locale);

  const top = doc.y;
  const sellerBottom = writeSeller(doc, content.seller, t, locale, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(t.title, 340, top, { width: right - 340, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  const block = { width: right - 340, align: 'right' } as const;
  doc.text(`${t.number}${colon}${content.number}`, 340, doc.y + 4, block);
  doc.text(`${t.date}${colon}${day(content.issueDate)}`, block);
  doc.text(`${t.corrects}${colon}${content.invoiceNumber} (${day(content.invoiceDate)})`, block);
  doc.text(`${t.order}${colon}${content.orderReference}`, block);

  writeBuyer(doc, content.buyer, t.buyer, right, sellerBottom);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`${t.reason}${colon}`, MARGIN, doc.y, { continued: true, width });
  doc.font('Helvetica').text(winAnsi(content.reason));
  doc.moveDown();

  const columns = [
    { x: MARGIN, width: 215, align: 'left' },
    { x: 270, width: 40, align: 'right' },
    { x: 315, width: 75, align: 'right' },
    { x: 395, width: 70, align: 'right' },
    { x: 470, width: 75, align: 'right' },
  ] as const;
  const writeRow = (cells: string[], bold: boolean) => {
    const y = room(30);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  writeRow([t.description, t.vatRate, t.base, t.vatAmount, t.totalIncl], true);
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(right, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const line of content.lines) {
    if (line.totalInclVatCents === 0) continue;
    const name = locale === 'fr' ? line.nameFr : line.nameEn;
    const card = line.cardNumber
      ? `${t.card} ${line.cardNumber}, ${t.holder} ${line.holderName}`
      : line.holderName;
    writeRow(
      [
        winAnsi(`${name}\n${card}`),
        t.percent(line.vatRateBp),
        euros(line.totalExclVatCents),
        euros(line.vatCents),
        euros(line.totalInclVatCents),
      ],
      false,
    );
  }
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).lineWidth(0.5).stroke();
  doc.moveDown();

  let y = room(100);
  const summaryTop = y;
  doc.font('Helvetica-Bold').fontSize(9).text(t.vatSummary, MARGIN, y, { width: 220 });
  y = doc.y + 2;
  doc.font('Helvetica');
  doc.text(t.rate, MARGIN, y, { width: 50 });
  doc.text(t.base, 100, y, { width: 80, align: 'right' });
  doc.text(t.vatRate, 185, y, { width: 70, align: 'right' });
  for (const rate of content.vatSummary) {
    y = doc.y + 2;
    doc.text(t.percent(rate.rateBp), MARGIN, y, { width: 50 });
    doc.text(euros(rate.baseCents), 100, y, { width: 80, align: 'right' });
    doc.text(euros(rate.vatCents), 185, y, { width: 70, align: 'right' });
  }
  const summaryBottom = doc.y;
  y = summaryTop;
  const amounts: [string, string, boolean][] = [
    [t.totalExcl, euros(content.totalExclVatCents), false],
    [t.totalVat, euros(content.vatCents), false],
    [t.totalIncl, euros(content.totalInclVatCents), true],
  ];
  for (const [label, value, bold] of amounts) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(winAnsi(label), 290, y, { width: 160, align: 'right' });
    doc.text(value, 455, y, { width: right - 455, align: 'right' });
    y = doc.y + 3;
  }
  doc.x = MARGIN;
  doc.y = Math.max(summaryBottom, y) + 16;

  room(60);
  doc.font('Helvetica-Bold').fontSize(10).text(t.refund, MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(8);
  for (const mention of content.mentions[locale]) {
    room(24);
    doc.text(winAnsi(mention), MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
