/**
 * The mails a customer receives when the mobility centre settles their money (decision 077): an
 * instalment paid (charged again or at the counter), a schedule closed, an invoice sent again
 * with its PDF. In the order's language; queued in the transaction of the change.
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { escapeHtml } from '../../lib/html.js';
import { euros, longDay, queueMail, type MailContent } from '../mail/service.js';

const NBSP = '\u00a0';
type Settings = Pick<Config, 'mailFrom' | 'publicBaseUrl'>;

function content(locale: Locale, subject: string, paragraphs: string[], link: string): MailContent {
  const fr = locale === 'fr';
  const label = fr ? 'Suivre mes commandes' : 'Track my orders';
  const signature = fr
    ? 'La Maison de la mobilité – Océane Mobilités'
    : 'Maison de la mobilité – Océane Mobilités';
  const text = [...paragraphs, `${label}${fr ? `${NBSP}: ` : ': '}${link}`, signature, ''].join('\n\n');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #102a43; line-height: 1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #0b3c5d; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(label)}</a></p>
<p>${escapeHtml(signature)}</p>
</body>
</html>
`;
  return { subject, text, html };
}

const hello = (locale: Locale, firstname: string) =>
  locale === 'fr'
    ? `Bonjour${firstname ? ` ${firstname}` : ''},`
    : `Hello${firstname ? ` ${firstname}` : ''},`;

const historyLink = (settings: Settings, locale: Locale) =>
  `${settings.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/history', locale)}`;

export type Recipient = { to: string; locale: Locale; firstname: string };

const MEANS_WORDS: Record<string, { fr: string; en: string }> = {
  CASH: { fr: 'en espèces', en: 'in cash' },
  CHEQUE: { fr: 'par chèque', en: 'by cheque' },
  COUNTER_CARD: { fr: 'par carte bancaire au guichet', en: 'by bank card at the counter' },
  SAVED_CARD: { fr: 'sur votre carte enregistrée', en: 'on your saved card' },
};

/** An instalment in regularisation paid: how, how much, and what it leaves. */
export function queueInstalmentPaidMail(
  db: Db,
  settings: Settings,
  recipient: Recipient,
  data: { reference: string; position: number; dueDate: string; amountCents: number; means: string },
): Promise<number> {
  const { locale } = recipient;
  const fr = locale === 'fr';
  const means = MEANS_WORDS[data.means]?.[locale] ?? '';
  const subject = fr
    ? `Échéance réglée – commande ${data.reference}`
    : `Instalment paid – order ${data.reference}`;
  const paragraphs = fr
    ? [
        hello(locale, recipient.firstname),
        `L’échéance n°${NBSP}${data.position} de votre commande ${data.reference}, prévue le ${longDay(locale, data.dueDate)}, est réglée ${means}${NBSP}: ${euros(locale, data.amountCents)}.`,
        'Merci. Votre commande est à jour de cette échéance.',
      ]
    : [
        hello(locale, recipient.firstname),
        `Instalment no. ${data.position} of your order ${data.reference}, due on ${longDay(locale, data.dueDate)}, is paid ${means}: ${euros(locale, data.amountCents)}.`,
        'Thank you. Your order is up to date with this instalment.',
      ];
  return queueMail(db, {
    kind: 'instalment-paid',
    from: settings.mailFrom,
    to: recipient.to,
    locale,
    content: content(locale, subject, paragraphs, historyLink(settings, locale)),
  });
}

/** A schedule closed: nothing more will be charged. */
export function queueScheduleClosedMail(
  db: Db,
  settings: Settings,
  recipient: Recipient,
  data: { reference: string; closedCount: number; closedCents: number },
): Promise<number> {
  const { locale } = recipient;
  const fr = locale === 'fr';
  const subject = fr
    ? `Échéancier clôturé – commande ${data.reference}`
    : `Payment schedule closed – order ${data.reference}`;
  const paragraphs = fr
    ? [
        hello(locale, recipient.firstname),
        `La Maison de la mobilité a clôturé l’échéancier de votre commande ${data.reference}${NBSP}: ${data.closedCount} échéance(s), ${euros(locale, data.closedCents)} au total, ne seront pas prélevées.`,
        'Vos titres de transport restent valables tels qu’ils ont été vendus.',
      ]
    : [
        hello(locale, recipient.firstname),
        `The Maison de la mobilité closed the payment schedule of your order ${data.reference}: ${data.closedCount} instalment(s), ${euros(locale, data.closedCents)} in all, will not be charged.`,
        'Your passes stay valid as they were sold.',
      ];
  return queueMail(db, {
    kind: 'schedule-closed',
    from: settings.mailFrom,
    to: recipient.to,
    locale,
    content: content(locale, subject, paragraphs, historyLink(settings, locale)),
  });
}

/** The invoice of an order, its PDF attached, at the customer's request. */
export function queueInvoiceMail(
  db: Db,
  settings: Settings,
  recipient: Recipient,
  data: { reference: string; invoiceNumber: string; pdf: Buffer; filename: string },
): Promise<number> {
  const { locale } = recipient;
  const fr = locale === 'fr';
  const subject = fr ? `Votre facture ${data.invoiceNumber}` : `Your invoice ${data.invoiceNumber}`;
  const paragraphs = fr
    ? [
        hello(locale, recipient.firstname),
        `Comme demandé, voici la facture ${data.invoiceNumber} de votre commande ${data.reference}, en pièce jointe (PDF).`,
      ]
    : [
        hello(locale, recipient.firstname),
        `As you asked, here is invoice ${data.invoiceNumber} of your order ${data.reference}, attached (PDF).`,
      ];
  return queueMail(db, {
    kind: 'invoice-resent',
    from: settings.mailFrom,
    to: recipient.to,
    locale,
    content: content(locale, subject, paragraphs, historyLink(settings, locale)),
    attachments: [{ filename: data.filename, contentType: 'application/pdf', content: data.pdf }],
  });
}
