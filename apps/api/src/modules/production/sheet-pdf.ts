/**
 * The card sheets of a print batch (decision 074): an A4 PDF with pdfkit, as the invoices are
 * printed, eight cards per sheet (two columns of four, ISO/IEC 7810 ID-1 size, 85.6 × 54 mm),
 * each with the holder's photo, name, card number and a Code 128 barcode of the number drawn by
 * bwip-js. The staff's language names the document; the card's texts are the network's.
 */
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/** One card to print. */
export type SheetCard = {
  number: string;
  holderName: string;
  /** The holder's photo (a JPEG), or null: a frame says it is missing. */
  photo: Buffer | null;
  validityEnd: string;
};

const MM = 72 / 25.4;
const CARD_W = 85.6 * MM;
const CARD_H = 54 * MM;
const COLUMNS = 2;
const ROWS = 4;
const GAP = 8 * MM;
const PER_SHEET = COLUMNS * ROWS;

/** The barcode of a card number: Code 128, as the validators and the counters read it. */
function barcodeOf(number: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: number, scale: 2, height: 8, includetext: false });
}

/** The PDF of the batch, cards in the order given. `printedAt` fixes the document's dates. */
export async function renderCardSheets(cards: SheetCard[], printedAt: string): Promise<Buffer> {
  const at = new Date(printedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: `Cartes – ${cards.length}`,
      Author: 'Océane Mobilités',
      Creator: 'Océane Mobilités',
      Producer: 'Océane Mobilités',
      CreationDate: at,
      ModDate: at,
    },
    autoFirstPage: false,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const barcodes = await Promise.all(cards.map((card) => barcodeOf(card.number)));
  cards.forEach((card, index) => {
    const slot = index % PER_SHEET;
    if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
    const left = (doc.page.width - COLUMNS * CARD_W - (COLUMNS - 1) * GAP) / 2;
    const top = (doc.page.height - ROWS * CARD_H - (ROWS - 1) * GAP) / 2;
    const x = left + (slot % COLUMNS) * (CARD_W + GAP);
    const y = top + Math.floor(slot / COLUMNS) * (CARD_H + GAP);
    doc
      .save()
      .roundedRect(x, y, CARD_W, CARD_H, 3 * MM)
      .lineWidth(0.5)
      .stroke('#888888')
      .restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#0b3954')
      .text('Océane Mobilités', x + 4 * MM, y + 3 * MM);
    const photoW = 20 * MM;
    const photoH = 25 * MM;
    const photoX = x + 4 * MM;
    const photoY = y + 9 * MM;
    if (card.photo) {
      try {
        doc.image(card.photo, photoX, photoY, { fit: [photoW, photoH] });
      } catch {
        doc.rect(photoX, photoY, photoW, photoH).stroke('#888888');
      }
    } else {
      doc.rect(photoX, photoY, photoW, photoH).stroke('#888888');
    }
    const textX = photoX + photoW + 4 * MM;
    const textW = x + CARD_W - 4 * MM - textX;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(card.holderName, textX, photoY, { width: textW });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`N° ${card.number}`, textX, photoY + 9 * MM, { width: textW });
    doc.fontSize(7).text(`Valable jusqu’au ${card.validityEnd}`, textX, photoY + 14 * MM, { width: textW });
    doc.image(barcodes[index]!, textX, y + CARD_H - 14 * MM, { fit: [textW, 10 * MM] });
  });
  doc.end();
  return done;
}
