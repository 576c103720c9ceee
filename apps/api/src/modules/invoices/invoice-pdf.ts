/**
 * Prints an issued invoice (its stored content) as an A4 PDF with pdfkit and the standard
 * Helvetica, like the wallet's attestation: the document's language and title (the invoice number)
 * in its metadata, its dates fixed to the issue instant, so that two prints are the same bytes.
 */
import type { Locale } from '@oceane/domain';
import { colonOf, MARGIN, NBSP, openDocumentPdf, winAnsi, writeBuyer, writeSeller } from './document-pdf.js';
import { formatDay, formatEuros, type InvoiceContent } from './invoice-content.js';

const LABELS = {
  fr: {
    title: 'FACTURE',
    number: 'Facture n°',
    date: 'Date',
    order: 'Commande',
    buyer: 'Client',
    siren: 'SIREN',
    vatNumber: 'N° TVA intracommunautaire',
    description: 'Désignation',
    quantity: 'Qté',
    unitExcl: 'PU HT',
    vatRate: 'TVA',
    vatAmount: 'Montant TVA',
    totalIncl: 'Total TTC',
    card: 'Carte n°',
    newCard: 'Nouvelle carte n°',
    newCardToMake: 'Nouvelle carte',
    holder: 'titulaire',
    gift: 'offert',
    discount: 'dont remise',
    voucher: 'Code promotionnel',
    subtotal: 'Total avant remise TTC',
    reduction: 'Remise',
    vatSummary: 'Récapitulatif de la TVA',
    rate: 'Taux',
    base: 'Base HT',
    totalExcl: 'Total HT',
    totalVat: 'Total TVA',
    payment: 'Paiement',
    byCard: 'Carte bancaire',
    schedule: 'Échéancier',
    instalment: 'Échéance',
    dueDate: 'Date',
    amount: 'Montant',
    percent: (bp: number) => `${bp / 100}${NBSP}%`,
  },
  en: {
    title: 'INVOICE',
    number: 'Invoice no.',
    date: 'Date',
    order: 'Order',
    buyer: 'Customer',
    siren: 'SIREN',
    vatNumber: 'VAT number',
    description: 'Description',
    quantity: 'Qty',
    unitExcl: 'Unit excl. VAT',
    vatRate: 'VAT',
    vatAmount: 'VAT amount',
    totalIncl: 'Total incl. VAT',
    card: 'Card no.',
    newCard: 'New card no.',
    newCardToMake: 'New card',
    holder: 'holder',
    gift: 'gift',
    discount: 'discount',
    voucher: 'Voucher',
    subtotal: 'Total before discount incl. VAT',
    reduction: 'Discount',
    vatSummary: 'VAT summary',
    rate: 'Rate',
    base: 'Base excl. VAT',
    totalExcl: 'Total excl. VAT',
    totalVat: 'Total VAT',
    payment: 'Payment',
    byCard: 'Card',
    schedule: 'Schedule',
    instalment: 'Instalment',
    dueDate: 'Date',
    amount: 'Amount',
    percent: (bp: number) => `${bp / 100}%`,
  },
} as const;

/** Table columns (x, width, alignment) of the lines, on an A4 page 495 points wide inside its margins. */
const COLUMNS = [
  { x: MARGIN, width: 205, align: 'left' },
  { x: 255, width: 30, align: 'right' },
  { x: 290, width: 65, align: 'right' },
  { x: 360, width: 35, align: 'right' },
  { x: 400, width: 65, align: 'right' },
  { x: 470, width: 75, align: 'right' },
] as const;

export function invoiceFilename(content: Pick<InvoiceContent, 'number'>, locale: Locale): string {
  return `${locale === 'fr' ? 'facture' : 'invoice'}-${content.number}.pdf`;
}

export function renderInvoicePdf(content: InvoiceContent, locale: Locale): Promise<Buffer> {
  const t = LABELS[locale];
  const issued = new Date(content.issuedAt);
  const { doc, done, right, width, room } = openDocumentPdf(locale, {
    title: content.number,
    author: content.seller.name,
    subject: `${t.title} ${content.number} – ${t.order} ${content.orderReference}`,
    issued,
  });
  const euros = (cents: number) => formatEuros(locale, cents);
  const day = (date: string) => formatDay(locale, date);

  // Seller, then the title block on the right.
  const top = doc.y;
  const sellerBottom = writeSeller(doc, content.seller, t, locale, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(t.title, 340, top, { width: right - 340, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  const colon = colonOf(locale);
  doc.text(`${t.number}${colon}${content.number}`, 340, doc.y + 4, { width: right - 340, align: 'right' });
  doc.text(`${t.date}${colon}${day(content.issueDate)}`, { width: right - 340, align: 'right' });
  doc.text(`${t.order}${colon}${content.orderReference}`, { width: right - 340, align: 'right' });

  // Buyer.
  writeBuyer(doc, content.buyer, t.buyer, right, sellerBottom);
  doc.moveDown(2);

  // Lines.
  const header = [t.description, t.quantity, t.unitExcl, t.vatRate, t.vatAmount, t.totalIncl];
  const writeRow = (cells: string[], bold: boolean) => {
    const y = room(30);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  writeRow(header, true);
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(right, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const line of content.lines) {
    const name = locale === 'fr' ? line.nameFr : line.nameEn;
    const details = [
      // A new card's line names the card its payment issued (decision 041); one waiting for its
      // proofs' review has no number yet, and the invoice is never edited (decision 072).
      line.type === 'CARD_CREATION' && !line.cardNumber
        ? `${t.newCardToMake}, ${t.holder} ${line.holderName}`
        : `${line.type === 'CARD_CREATION' ? t.newCard : t.card} ${line.cardNumber}, ${t.holder} ${line.holderName}`,
      line.gift ? `(${t.gift})` : null,
      line.discountCents !== 0 ? `${t.discount} ${euros(line.discountCents)}` : null,
    ].filter((text): text is string => text !== null);
    writeRow(
      [
        winAnsi(`${name}\n${details.join(' · ')}`),
        String(line.quantity),
        euros(line.unitPriceExclVatCents),
        t.percent(line.vatRateBp),
        euros(line.vatCents),
        euros(line.totalInclVatCents),
      ],
      false,
    );
  }
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).lineWidth(0.5).stroke();
  doc.moveDown();

  // Totals on the right, the VAT summary on the left.
  const amounts: [string, string, boolean][] = [];
  if (content.discountCents > 0) {
    amounts.push([t.subtotal, euros(content.subtotalCents), false]);
    const voucher = content.voucherCode ? ` (${t.voucher} ${content.voucherCode})` : '';
    amounts.push([`${t.reduction}${voucher}`, `-${euros(content.discountCents)}`, false]);
  }
  amounts.push([t.totalExcl, euros(content.totalExclVatCents), false]);
  amounts.push([t.totalVat, euros(content.vatCents), false]);
  amounts.push([t.totalIncl, euros(content.totalInclVatCents), true]);
  let y = room(16 * amounts.length + 40);
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
  for (const [label, value, bold] of amounts) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(winAnsi(label), 290, y, { width: 160, align: 'right' });
    doc.text(value, 455, y, { width: right - 455, align: 'right' });
    y = doc.y + 3;
  }
  doc.x = MARGIN;
  doc.y = Math.max(summaryBottom, y) + 16;

  // Payment and schedule.
  room(40 + 14 * content.schedule.length);
  doc.font('Helvetica-Bold').fontSize(10).text(t.payment, MARGIN, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${t.byCard}, ${day(content.payment.paidAt.slice(0, 10))}`, { width });
  if (content.schedule.length > 1) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').text(t.schedule, MARGIN, doc.y, { width });
    for (const payment of content.schedule) {
      const row = room(14);
      doc.font('Helvetica').text(`${t.instalment} ${payment.position}`, MARGIN, row, { width: 100 });
      doc.text(day(payment.dueDate), 150, row, { width: 100 });
      doc.text(euros(payment.amountCents), 250, row, { width: 80, align: 'right' });
    }
  }
  doc.x = MARGIN;
  doc.moveDown(1.5);

  // Legal mentions.
  doc.font('Helvetica').fontSize(8);
  for (const mention of content.mentions[locale]) {
    room(24);
    doc.text(winAnsi(mention), MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
