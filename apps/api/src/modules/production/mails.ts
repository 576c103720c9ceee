/**
 * The mails of card production (decision 074), queued in the step's transaction: the card is
 * shipped (with the carrier's tracking reference), or ready for pickup at the agency (its address
 * and opening hours). In the language of the order the card was bought with.
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { queueMail } from '../mail/service.js';

const NBSP = '\u00a0';
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const WEEKDAYS: Record<Locale, string[]> = {
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

export type PickupAgency = {
  name: string;
  address1: string;
  address2: string | null;
  zipcode: string;
  city: string;
  hours: { weekday: number; opens: string; closes: string }[];
};

/** The agency's opening hours, one line per weekday open (e.g. "lundi : 09:00–12:30, 13:30–18:00"). */
export function openingLines(hours: PickupAgency['hours'], locale: Locale): string[] {
  const colon = locale === 'fr' ? `${NBSP}: ` : ': ';
  const lines: string[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const spans = hours.filter((span) => span.weekday === weekday);
    if (spans.length === 0) continue;
    lines.push(
      `${WEEKDAYS[locale][weekday - 1]}${colon}${spans.map((span) => `${span.opens}–${span.closes}`).join(', ')}`,
    );
  }
  return lines;
}

type Mail = {
  to: string;
  firstname: string;
  cardNumber: string;
  holderName: string;
  orderReference: string;
  locale: Locale;
};

async function queue(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  mail: Mail,
  kind: string,
  subject: string,
  paragraphs: string[],
): Promise<void> {
  const fr = mail.locale === 'fr';
  const href = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/history', mail.locale)}`;
  const greeting = `${fr ? 'Bonjour' : 'Hello'}${mail.firstname ? ` ${mail.firstname}` : ''},`;
  const signature = fr
    ? 'La Maison de la mobilité – Océane Mobilités'
    : 'Maison de la mobilité – Océane Mobilités';
  const label = fr ? 'Suivre ma commande' : 'Track my order';
  const colon = fr ? `${NBSP}: ` : ': ';
  const all = [greeting, ...paragraphs];
  const text = [...all, `${label}${colon}${href}`, signature, ''].join('\n\n');
  const html = `<!doctype html>
<html lang="${mail.locale}">
<head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #102a43; line-height: 1.5">
${all.map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p><a href="${escape(href)}">${escape(label)}</a></p>
<p>${escape(signature)}</p>
</body>
</html>
`;
  await queueMail(db, {
    kind,
    from: config.mailFrom,
    to: mail.to,
    locale: mail.locale,
    content: { subject, text, html },
  });
}

/** The card is on its way: the carrier's tracking reference, and when its passes start. */
export function queueCardShippedMail(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  mail: Mail & { trackingReference: string },
): Promise<void> {
  const fr = mail.locale === 'fr';
  return queue(
    db,
    config,
    mail,
    'card-shipped',
    fr ? `Votre carte ${mail.cardNumber} est expédiée` : `Your card ${mail.cardNumber} has been shipped`,
    fr
      ? [
          `La carte n°${NBSP}${mail.cardNumber} de ${mail.holderName} (commande ${mail.orderReference}) a été expédiée à l’adresse de livraison.`,
          `Numéro de suivi du transporteur${NBSP}: ${mail.trackingReference}`,
          'Ses titres commencent à la première validation.',
        ]
      : [
          `Card no. ${mail.cardNumber} of ${mail.holderName} (order ${mail.orderReference}) has been shipped to the delivery address.`,
          `Carrier tracking reference: ${mail.trackingReference}`,
          'Its passes start at its first validation.',
        ],
  );
}

/** The card waits at the agency: where, and when it is open. */
export function queueCardReadyMail(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  mail: Mail & { agency: PickupAgency | undefined },
): Promise<void> {
  const fr = mail.locale === 'fr';
  const agency = mail.agency;
  const where = agency
    ? [agency.name, agency.address1, agency.address2, `${agency.zipcode} ${agency.city}`]
        .filter((line): line is string => Boolean(line))
        .join('\n')
    : fr
      ? 'la Maison de la mobilité'
      : 'the Maison de la mobilité';
  const hours = agency ? openingLines(agency.hours, mail.locale) : [];
  return queue(
    db,
    config,
    mail,
    'card-ready-for-pickup',
    fr ? `Votre carte ${mail.cardNumber} vous attend` : `Your card ${mail.cardNumber} is ready for pickup`,
    [
      fr
        ? `La carte n°${NBSP}${mail.cardNumber} de ${mail.holderName} (commande ${mail.orderReference}) est prête. Venez la retirer, muni d’une pièce d’identité, à${NBSP}:`
        : `Card no. ${mail.cardNumber} of ${mail.holderName} (order ${mail.orderReference}) is ready. Collect it, with an identity document, at:`,
      where,
      ...(hours.length > 0
        ? [`${fr ? 'Horaires d’ouverture' : 'Opening hours'}${fr ? `${NBSP}:` : ':'}\n${hours.join('\n')}`]
        : []),
      fr
        ? 'Ses titres commencent le jour où elle vous est remise, ou à sa première validation si elle vient avant.'
        : 'Its passes start on the day it is handed to you, or at its first validation if that comes first.',
    ],
  );
}
