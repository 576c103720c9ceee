/**
 * Renders the subscription payment attestation as an A4 PDF (pdfkit, standard Helvetica): the
 * network and its agency, the holder, the card, the product, its validity and its price per month,
 * then the date and place, in the caller's language.
 */
import type { HolderGender, Locale, RenewalInterval } from '@oceane/domain';
import PDFDocument from 'pdfkit';
import type { ContractStatus } from '@oceane/domain';
import { ATTESTATION_TEXTS, PERIODS_PER_YEAR } from './attestation-text.js';

export type AttestationData = {
  locale: Locale;
  network: string;
  agency: {
    name: string;
    address1: string;
    address2: string | null;
    zipcode: string;
    city: string;
    phone: string;
  };
  holder: {
    gender: HolderGender;
    name: string;
    firstname: string;
    birthdate: string;
    address: string[];
  };
  cardNumber: string;
  contractId: number;
  product: string;
  validFrom: string;
  validTo: string;
  status: ContractStatus;
  priceCents: number;
  interval: RenewalInterval;
  issuedOn: Date;
};

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
const CIVILITY: Record<Locale, Record<HolderGender, string>> = {
  fr: { MADAME: 'Madame', MONSIEUR: 'Monsieur' },
  en: { MADAME: 'Ms', MONSIEUR: 'Mr' },
};

/** The standard PDF fonts speak WinAnsi: the narrow spaces Intl puts in French numbers become plain ones. */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

function euros(locale: Locale, cents: number): string {
  return winAnsi(
    new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100),
  );
}

function longDate(locale: Locale, date: string | Date): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  const text = winAnsi(
    new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(value),
  );
  // French writes the first day of a month as an ordinal: « 1er novembre ».
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

export function monthlyCents(priceCents: number, interval: RenewalInterval): number {
  return Math.round((priceCents * PERIODS_PER_YEAR[interval]) / 12);
}

export function attestationFilename(data: Pick<AttestationData, 'locale' | 'cardNumber' | 'contractId'>) {
  return ATTESTATION_TEXTS[data.locale].filename(data.cardNumber, data.contractId);
}

export function renderAttestation(data: AttestationData): Promise<Buffer> {
  const t = ATTESTATION_TEXTS[data.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: TAGS[data.locale],
    info: {
      Title: `${t.title} – ${data.cardNumber}`,
      Author: data.network,
      Subject: t.legalBasis,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  const agencyLines = [
    data.agency.address1,
    data.agency.address2,
    `${data.agency.zipcode} ${data.agency.city}`,
    data.agency.phone,
  ].filter((line): line is string => Boolean(line));

  doc.font('Helvetica-Bold').fontSize(18).text(data.network);
  doc.font('Helvetica').fontSize(10).text(data.agency.name).text(agencyLines.join(' · '));
  doc.moveDown(2.5);
  doc.font('Helvetica-Bold').fontSize(16).text(t.title, { align: 'center', width });
  doc.font('Helvetica-Oblique').fontSize(9).text(t.legalBasis, { align: 'center', width });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(11).text(t.intro(data.network), { width });
  doc.moveDown();

  const monthly = monthlyCents(data.priceCents, data.interval);
  const price =
    data.interval === 'P1M'
      ? `${euros(data.locale, data.priceCents)} ${t.per.P1M}`
      : `${euros(data.locale, data.priceCents)} ${t.per[data.interval]}, ${t.perMonth(euros(data.locale, monthly))}`;
  const rows: [string, string][] = [
    [
      t.holder,
      `${CIVILITY[data.locale][data.holder.gender]} ${data.holder.firstname} ${data.holder.name.toUpperCase()}`,
    ],
    [t.born, longDate(data.locale, data.holder.birthdate)],
    [t.address, data.holder.address.filter(Boolean).join(', ')],
    [t.card, data.cardNumber],
    [t.product, data.product],
    [t.validity, t.period(longDate(data.locale, data.validFrom), longDate(data.locale, data.validTo))],
    [t.price, price],
    [t.status, t.statuses[data.status] ?? data.status],
    [t.reference, String(data.contractId)],
  ];
  for (const [label, value] of rows) {
    const top = doc.y;
    doc.font('Helvetica-Bold').text(label, 56, top, { width: 150 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, 216, top, { width: width - 160 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.x = 56;
  doc.moveDown();
  doc.text(t.purpose, { width });
  doc.moveDown(2);
  doc.text(t.doneAt(data.agency.city, longDate(data.locale, data.issuedOn)), { align: 'right', width });
  doc.font('Helvetica-Bold').text(t.issuer(data.agency.name, data.network), { align: 'right', width });
  doc.end();
  return done;
}
