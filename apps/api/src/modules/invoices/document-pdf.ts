/**
 * What an invoice and a credit note print alike (decision 075: a credit note is a French invoice
 * of its own): an A4 pdfkit document in standard Helvetica, its language and title in its
 * metadata and its dates fixed to the issue instant (two prints are the same bytes); the seller's
 * block on the left and the buyer's under the title block on the right.
 */
import type { Locale } from '@oceane/domain';
import PDFDocument from 'pdfkit';
import { spacedSiren, type InvoiceContent } from './invoice-content.js';

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
export const NBSP = '\u00a0';
export const MARGIN = 50;

/** Helvetica's WinAnsi has no narrow no-break space: Intl's French grouping prints as a no-break space. */
export const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, NBSP);

/** "Label : " in French, "Label: " in English. */
export const colonOf = (locale: Locale) => (locale === 'fr' ? `${NBSP}: ` : ': ');

/** A new A4 document: the document, its bytes once ended, its right edge and width, and `room`. */
export function openDocumentPdf(
  locale: Locale,
  info: { title: string; author: string; subject: string; issued: Date },
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: TAGS[locale],
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: info.author,
      Producer: info.author,
      CreationDate: info.issued,
      ModDate: info.issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const right = doc.page.width - MARGIN;
  /** A new page when `height` points do not fit on this one; answers the y to write at. */
  const room = (height: number): number => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    return doc.y;
  };
  return { doc, done, right, width: right - MARGIN, room };
}

/** The seller's name, address and numbers on the left, from `top`; answers the block's bottom. */
export function writeSeller(
  doc: PDFKit.PDFDocument,
  seller: InvoiceContent['seller'],
  labels: { siren: string; vatNumber: string },
  locale: Locale,
  top: number,
): number {
  const colon = colonOf(locale);
  doc.font('Helvetica-Bold').fontSize(16).text(seller.name, MARGIN, top, { width: 280 });
  doc.font('Helvetica').fontSize(9);
  for (const line of seller.address) doc.text(winAnsi(line), { width: 280 });
  doc.text(seller.phone, { width: 280 });
  if (seller.email) doc.text(seller.email, { width: 280 });
  doc.text(`${labels.siren}${colon}${spacedSiren(seller.siren)}`, { width: 280 });
  doc.text(`${labels.vatNumber}${colon}${seller.vatNumber}`, { width: 280 });
  return doc.y;
}

/** The buyer under the title block, on the right, below whichever of the two blocks ends lower. */
export function writeBuyer(
  doc: PDFKit.PDFDocument,
  buyer: InvoiceContent['buyer'],
  label: string,
  right: number,
  sellerBottom: number,
): void {
  doc.y = Math.max(sellerBottom, doc.y) + 20;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(label, 340, doc.y, { width: right - 340 });
  doc.font('Helvetica').text(winAnsi(buyer.name), { width: right - 340 });
  if (buyer.email) doc.text(buyer.email, { width: right - 340 });
}
