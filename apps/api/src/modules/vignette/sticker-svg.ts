/**
 * The sticker of a school pass as an SVG (rendered to PNG by sharp): the network, the product, the
 * validity period, the holder's name, the code and a QR code of it (the `qrcode` library).
 */
import { groupStickerCode, type Locale } from '@oceane/domain';
import QRCode from 'qrcode';

export type StickerData = {
  locale: Locale;
  network: string;
  product: string;
  validFrom: string;
  validTo: string;
  holder: string;
  code: string;
};

export const STICKER_WIDTH = 640;
export const STICKER_HEIGHT = 360;

/** The period is written on two lines, its start and its end, to keep clear of the QR code. */
const TEXTS: Record<
  Locale,
  { title: string; from: (day: string) => string; to: (day: string) => string; code: string }
> = {
  fr: {
    title: 'Vignette scolaire',
    from: (day) => `Valable du ${day}`,
    to: (day) => `au ${day}`,
    code: 'Code',
  },
  en: {
    title: 'School pass sticker',
    from: (day) => `Valid from ${day}`,
    to: (day) => `to ${day}`,
    code: 'Code',
  },
};

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

function longDate(day: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  // French typography: the first of the month is written 1er.
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/** Text for an SVG text node or attribute: the five characters XML reserves escaped. */
export function xmlText(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/** A text too long for its line is cut with an ellipsis, so that it never runs over the QR code. */
function fit(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** The QR code of the code as an SVG element placed at (x, y), `size` pixels wide. */
async function qrElement(code: string, x: number, y: number, size: number): Promise<string> {
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return svg.replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

export async function stickerSvg(data: StickerData): Promise<string> {
  const texts = TEXTS[data.locale];
  // With its quiet zone of four modules, as readers expect.
  const qr = await qrElement(data.code, 400, 96, 224);
  const line = (y: number, size: number, value: string, weight = 'normal') =>
    `<text x="32" y="${y}" font-size="${size}" font-weight="${weight}">${xmlText(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STICKER_WIDTH}" height="${STICKER_HEIGHT}" viewBox="0 0 ${STICKER_WIDTH} ${STICKER_HEIGHT}">`,
    `<rect width="100%" height="100%" rx="24" fill="#ffffff" stroke="#00566b" stroke-width="6"/>`,
    `<rect x="3" y="3" width="${STICKER_WIDTH - 6}" height="72" rx="21" fill="#00566b"/>`,
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">`,
    `<text x="32" y="50" font-size="30" font-weight="bold">${xmlText(fit(data.network, 26))}</text>`,
    `<text x="${STICKER_WIDTH - 32}" y="48" font-size="20" text-anchor="end">${xmlText(texts.title)}</text>`,
    `</g>`,
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#1a1a1a">`,
    line(130, 26, fit(data.holder, 22), 'bold'),
    line(172, 20, fit(data.product, 32)),
    line(206, 16, fit(texts.from(longDate(data.validFrom, data.locale)), 42)),
    line(230, 16, fit(texts.to(longDate(data.validTo, data.locale)), 42)),
    line(278, 16, texts.code),
    `<text x="32" y="312" font-size="30" font-weight="bold" font-family="DejaVu Sans Mono, Liberation Mono, monospace">${xmlText(groupStickerCode(data.code))}</text>`,
    `</g>`,
    qr,
    `</svg>`,
  ].join('');
}
