/**
 * The mail to a passenger whose proof the mobility centre refused: what was refused, why, and
 * where to replace it (order tracking); and each reduced fare the refusal suspended, from when,
 * what a new proof does and what the unused days are worth (decision 058). Queued in the review's
 * transaction through the mail module's outbox, in the language of the order the proof was
 * submitted for (an account keeps no language of its own; a proof in no submission yet is told
 * in French, the network's language).
 */
import { DEFAULT_LOCALE, localizedPath, type DocumentView, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { accountContact } from '../account/service.js';
import { cardById } from '../cards/service.js';
import type { ContractRow } from '../contracts/service.js';
import { euros, longDay, queueMail, type MailContent } from '../mail/service.js';
import { findDocumentType, findSubmittedOrderIds } from './repo.js';
import { inLocale } from './views.js';

/**
 * The language an order was placed in, read through a function app.ts hands in (orders imports
 * documents, so documents may not import orders); undefined for an unknown order.
 */
export type OrderLocale = (db: Db, orderId: number) => Promise<Locale | undefined>;

const NBSP = '\u00a0';

/** A reduced fare the refusal suspended, as the mail tells it. */
export type SuspendedFare = { contract: ContractRow; refundDueCents: number };
type SuspendedLine = { name: string; cardNumber: string; from: string; lastDay: string; refund: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const WORDING = {
  fr: {
    subject: 'Votre justificatif doit être remplacé',
    hello: 'Bonjour,',
    refused: (typeName: string) =>
      `La Maison de la mobilité n’a pas pu valider votre justificatif « ${typeName} ».`,
    reason: (reason: string) => `Motif : ${reason}`,
    replace: 'Remplacez-le depuis le suivi de votre commande :',
    suspended: (fare: SuspendedLine) =>
      `Votre titre à tarif réduit « ${fare.name} » de la carte n° ${fare.cardNumber} est suspendu depuis le ${fare.from}${NBSP}: ce tarif demande un justificatif valide.`,
    settlement: (fare: SuspendedLine) =>
      `Si votre nouveau justificatif est accepté, il reprend jusqu’au ${fare.lastDay}, sa date de fin. Sinon, la Maison de la mobilité vous rembourse les jours non utilisés, ${fare.refund}, sur demande.`,
    signature: 'La Maison de la mobilité – Océane Mobilités',
  },
  en: {
    subject: 'Your proof needs replacing',
    hello: 'Hello,',
    refused: (typeName: string) => `The mobility centre could not validate your proof “${typeName}”.`,
    reason: (reason: string) => `Reason: ${reason}`,
    replace: 'Replace it from your order tracking:',
    suspended: (fare: SuspendedLine) =>
      `Your reduced-fare “${fare.name}” on card no. ${fare.cardNumber} is suspended from ${fare.from}: this fare needs a valid proof.`,
    settlement: (fare: SuspendedLine) =>
      `If your new proof is accepted, it runs again until ${fare.lastDay}, its last day. Otherwise, the mobility centre refunds the unused days, ${fare.refund}, on request.`,
    signature: 'The mobility centre – Océane Mobilités',
  },
} as const;

function refusalContent(
  locale: Locale,
  typeName: string,
  reason: string | null,
  link: string,
  suspended: SuspendedLine[],
): MailContent {
  const words = WORDING[locale];
  const lines = [
    words.hello,
    words.refused(typeName),
    ...(reason ? [words.reason(reason)] : []),
    ...suspended.flatMap((fare) => [words.suspended(fare), words.settlement(fare)]),
    words.replace,
    link,
    words.signature,
  ];
  return {
    subject: words.subject,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : `<p>${escape(line)}</p>`,
      )
      .join('\n'),
  };
}

/** The language of the newest order the document was submitted for, else the network's. */
async function mailLocale(db: Db, documentId: number, orderLocale: OrderLocale): Promise<Locale> {
  const [orderId] = await findSubmittedOrderIds(db, documentId);
  if (orderId === undefined) return DEFAULT_LOCALE;
  return (await orderLocale(db, orderId)) ?? DEFAULT_LOCALE;
}

/** The reasons of the list in the mail's words (decision 072); OTHER is said by its text alone. */
const REASON_LABELS: Record<Locale, Record<string, string>> = {
  fr: {
    UNREADABLE: 'document illisible',
    EXPIRED: 'document expiré',
    WRONG_PERSON: 'le document ne concerne pas le titulaire',
    NOT_ELIGIBLE: 'le document ne justifie pas ce tarif',
  },
  en: {
    UNREADABLE: 'the document cannot be read',
    EXPIRED: 'the document has expired',
    WRONG_PERSON: 'the document is not the holder’s',
    NOT_ELIGIBLE: 'the document does not justify this fare',
  },
};

function reasonText(
  locale: Locale,
  reviewed: { document: DocumentView; reasonCode?: string | null },
): string | null {
  const label = reviewed.reasonCode ? REASON_LABELS[locale][reviewed.reasonCode] : undefined;
  const text = reviewed.document.reason;
  if (label && text) return `${label} (${text})`;
  return label ?? text;
}

export async function queueRefusedProofMail(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  reviewed: { document: DocumentView; ownerId: number; reasonCode?: string | null },
  orderLocale: OrderLocale,
  suspended: SuspendedFare[] = [],
): Promise<void> {
  const contact = await accountContact(db, reviewed.ownerId);
  // A guest account without an e-mail hears it at the mobility centre's call instead.
  if (!contact?.email) return;
  const locale = await mailLocale(db, reviewed.document.id, orderLocale);
  const type = await findDocumentType(db, reviewed.document.type);
  const typeName = type ? inLocale(type, locale).name : reviewed.document.type;
  const link = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/history', locale)}`;
  const lines: SuspendedLine[] = [];
  for (const { contract, refundDueCents } of suspended) {
    lines.push({
      name: locale === 'en' ? contract.nameEn : contract.nameFr,
      cardNumber: (await cardById(db, contract.mediaId))?.number ?? '',
      from: longDay(locale, reviewed.document.reviewedAt ?? new Date().toISOString()),
      lastDay: longDay(locale, contract.validTo),
      refund: euros(locale, refundDueCents),
    });
  }
  await queueMail(db, {
    kind: 'document-refused',
    from: config.mailFrom,
    to: contact.email,
    locale,
    content: refusalContent(locale, typeName, reasonText(locale, reviewed), link, lines),
  });
}
