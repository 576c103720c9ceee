/**
 * The texts of the mails the portal sends (password reset, e-mail verification, an order's
 * confirmation, an unpaid instalment's notice), in French and English, each as plain text and
 * HTML carrying the same link.
 * One file past 300 lines because every mail shares its greeting, signature, link and HTML page
 * helpers here; the order mails move to a file of their own with the next mail added.
 */
import type { Locale } from '@oceane/domain';
import type { MailKind } from '../../lib/mailer.js';
import { escapeHtml } from '../../lib/html.js';

export type MailContent = { subject: string; text: string; html: string };

type Wording = {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
};

const NBSP = '\u00a0';
const COLON: Record<Locale, string> = { fr: `${NBSP}: `, en: ': ' };

const SIGNATURE = {
  fr: 'La Maison de la mobilité – Océane Mobilités',
  en: 'Maison de la mobilité – Océane Mobilités',
};

const WORDING: Record<MailKind, Record<Locale, Wording>> = {
  reset: {
    fr: {
      subject: 'Réinitialisation de votre mot de passe',
      intro: 'Vous avez demandé à changer le mot de passe de votre compte Océane Mobilités.',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien est valable une heure et ne sert qu’une fois.',
      ignore: `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: votre mot de passe reste inchangé.`,
    },
    en: {
      subject: 'Resetting your password',
      intro: 'You asked to change the password of your Océane Mobilités account.',
      action: 'Choose a new password',
      expiry: 'This link is valid for one hour and works only once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
    },
  },
  verify: {
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      intro: 'Confirmez l’adresse e-mail de votre compte Océane Mobilités pour recevoir nos messages.',
      action: 'Confirmer mon adresse e-mail',
      expiry: 'Ce lien est valable 24 heures et ne sert qu’une fois.',
      ignore: 'Si vous n’avez pas créé de compte, ignorez ce message.',
    },
    en: {
      subject: 'Confirm your email address',
      intro: 'Confirm the email address of your Océane Mobilités account to receive our messages.',
      action: 'Confirm my email address',
      expiry: 'This link is valid for 24 hours and works only once.',
      ignore: 'If you did not create an account, ignore this message.',
    },
  },
  erase: {
    fr: {
      subject: 'Confirmez la suppression de votre compte',
      intro: `Vous avez demandé à supprimer votre compte Océane Mobilités${NBSP}: vos profils, vos cartes et vos justificatifs seront effacés. Vos factures restent conservées dix ans, comme la loi l’exige.`,
      action: 'Confirmer la suppression',
      expiry: 'Ce lien est valable 30 minutes et ne sert qu’une fois.',
      ignore: `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: votre compte reste intact.`,
    },
    en: {
      subject: 'Confirm the deletion of your account',
      intro:
        'You asked to delete your Océane Mobilités account: your profiles, cards and proofs will be erased. Your invoices are kept for ten years, as the law requires.',
      action: 'Confirm the deletion',
      expiry: 'This link is valid for 30 minutes and works only once.',
      ignore: 'If you did not ask for this, ignore this message: your account stays as it is.',
    },
  },
};

/** "Bonjour Zoé," or, without a first name, "Bonjour,". */
function hello(locale: Locale, firstname: string): string {
  const greeting = locale === 'fr' ? 'Bonjour' : 'Hello';
  return firstname ? `${greeting} ${firstname},` : `${greeting},`;
}

/** A link in plain text: its label, then the address. */
function textLink(locale: Locale, label: string, link: string): string {
  return `${label}${COLON[locale]}${link}`;
}

/** A plain-text mail: its lines, then the signature. */
function textMail(locale: Locale, lines: string[]): string {
  return [...lines, '', SIGNATURE[locale], ''].join('\n');
}

/** An HTML mail: its body, then the signature. */
function htmlPage(locale: Locale, subject: string, body: string[]): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #102a43; line-height: 1.5">
${body.join('\n')}
<p>${escapeHtml(SIGNATURE[locale])}</p>
</body>
</html>
`;
}

/** A link in HTML: a button. */
function button(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #0b3c5d; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(label)}</a></p>`;
}

export function renderMail(kind: MailKind, locale: Locale, firstname: string, link: string): MailContent {
  const w = WORDING[kind][locale];
  const greeting = hello(locale, firstname);
  const text = textMail(locale, [
    greeting,
    '',
    w.intro,
    '',
    textLink(locale, w.action, link),
    '',
    w.expiry,
    w.ignore,
  ]);
  const html = htmlPage(locale, w.subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    button(link, w.action),
    `<p>${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>`,
  ]);
  return { subject: w.subject, text, html };
}

/** The Maison de la mobilité's line, as the portal's footer shows it (DESIGN.md: a fictional number). */
const SUPPORT_PHONE: Record<Locale, string> = {
  fr: `01${NBSP}99${NBSP}00${NBSP}00${NBSP}00 (0,06${NBSP}€/min)`,
  en: `+33${NBSP}1${NBSP}99${NBSP}00${NBSP}00${NBSP}00 (€0.06/min)`,
};

const OPENING_HOURS: Record<Locale, string> = {
  fr: `du lundi au vendredi de 7${NBSP}h${NBSP}30 à 19${NBSP}h, le samedi de 8${NBSP}h à 12${NBSP}h et de 13${NBSP}h${NBSP}30 à 16${NBSP}h${NBSP}10`,
  en: 'Monday to Friday 7:30 am to 7 pm, Saturday 8 am to noon and 1:30 pm to 4:10 pm',
};

const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** An amount in euros as a mail writes it in `locale` (« 49,00 € », "€49.00"). */
export function euros(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** A day (YYYY-MM-DD, or the day of a timestamp) as a mail writes it in `locale` (« 1 décembre 2026 »). */
export function longDay(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

/** What the confirmation of a paid order tells (the invoice's PDF is attached by the caller). */
export type OrderConfirmationData = {
  firstname: string;
  reference: string;
  items: { name: string; cardNumber: string; holderName: string; quantity: number; totalCents: number }[];
  totalCents: number;
  /** Charged today: the first instalment (0 for the post-payment fare, which registers the card). */
  paidTodayCents: number;
  postPayment: boolean;
  /** Every payment, the first included, with its date. */
  schedule: { dueDate: string; amountCents: number }[];
  invoiceNumber: string;
  /** A reload waits for the card's first validation (spec §4): the mail says so. */
  settlesAtValidation: boolean;
  /** Order tracking (/account/history) in the order's language. */
  trackingLink: string;
};

export function renderOrderConfirmation(data: OrderConfirmationData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const colon = COLON[locale];
  const subject = fr
    ? `Votre commande ${data.reference} est confirmée`
    : `Your order ${data.reference} is confirmed`;
  const greeting = hello(locale, data.firstname);
  const intro = fr
    ? `Merci pour votre commande ${data.reference}. Votre paiement est validé.`
    : `Thank you for your order ${data.reference}. Your payment is confirmed.`;
  // A new card waiting for its proofs' review has no number yet (decision 072).
  const card = (item: { cardNumber: string }) =>
    item.cardNumber
      ? fr
        ? `carte n° ${item.cardNumber}`
        : `card no. ${item.cardNumber}`
      : fr
        ? 'nouvelle carte, après validation des justificatifs'
        : 'new card, once the proofs are accepted';
  const itemLines = data.items.map(
    (item) =>
      `${item.quantity} × ${item.name} – ${card(item)} (${item.holderName})${colon}${euros(locale, item.totalCents)}`,
  );
  const total = `${fr ? 'Total' : 'Total'}${colon}${euros(locale, data.totalCents)}`;
  const paid = data.postPayment
    ? fr
      ? `Tarif post-paiement${colon}votre carte bancaire est enregistrée, vos trajets seront facturés après usage.`
      : 'Post-payment fare: your payment card is registered; your journeys will be billed after use.'
    : `${fr ? 'Payé aujourd’hui' : 'Paid today'}${colon}${euros(locale, data.paidTodayCents)}`;
  const later = data.schedule.slice(1);
  const scheduleTitle = fr
    ? 'Vos prochaines échéances, prélevées sur la même carte, sans frais'
    : 'Your next payments, charged to the same card, free of charge';
  const scheduleLines = later.map(
    (payment) => `${longDay(locale, payment.dueDate)}${colon}${euros(locale, payment.amountCents)}`,
  );
  const pending = !data.settlesAtValidation
    ? null
    : fr
      ? 'Votre nouveau titre devient actif à la première validation de la carte, dans le bus ou le bateau.'
      : 'Your new pass becomes active when you first validate the card on a bus or a boat.';
  const invoice = fr
    ? `Votre facture ${data.invoiceNumber} est jointe à ce message.`
    : `Your invoice ${data.invoiceNumber} is attached to this message.`;
  const action = fr ? 'Suivre ma commande' : 'Track my order';
  const itemsTitle = fr ? 'Votre commande' : 'Your order';

  const text = textMail(locale, [
    greeting,
    '',
    intro,
    '',
    `${itemsTitle}${colon.trimEnd()}`,
    ...itemLines.map((line) => `- ${line}`),
    total,
    paid,
    ...(later.length > 0
      ? ['', `${scheduleTitle}${colon.trimEnd()}`, ...scheduleLines.map((line) => `- ${line}`)]
      : []),
    '',
    ...(pending ? [pending] : []),
    invoice,
    '',
    textLink(locale, action, data.trackingLink),
  ]);
  const list = (lines: string[]) =>
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const html = htmlPage(
    locale,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<h2 style="font-size: 1.1em">${escapeHtml(itemsTitle)}</h2>`,
      list(itemLines),
      `<p><strong>${escapeHtml(total)}</strong><br>${escapeHtml(paid)}</p>`,
      later.length > 0
        ? `<p>${escapeHtml(scheduleTitle)}${escapeHtml(colon.trimEnd())}</p>${list(scheduleLines)}`
        : '',
      `<p>${pending ? `${escapeHtml(pending)}<br>` : ''}${escapeHtml(invoice)}</p>`,
      button(data.trackingLink, action),
    ].filter(Boolean),
  );
  return { subject, text, html };
}

/** What the notice of a later instalment that could not be charged tells. */
export type RegularizationData = {
  firstname: string;
  reference: string;
  /** The instalment's rank (2 is the first charged after the order) and its date. */
  position: number;
  dueDate: string;
  amountCents: number;
  attempts: number;
  trackingLink: string;
};

export function renderRegularizationNotice(data: RegularizationData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const subject = fr
    ? `Échéance impayée de votre commande ${data.reference}`
    : `Unpaid instalment of your order ${data.reference}`;
  const greeting = hello(locale, data.firstname);
  const amount = euros(locale, data.amountCents);
  const day = longDay(locale, data.dueDate);
  // A usage bill is charged once (decision 032): "after 1 attempts" would read wrong.
  const tries = data.attempts > 1;
  const what = fr
    ? `L’échéance n°${NBSP}${data.position} de votre commande ${data.reference}, de ${amount}, prévue le ${day}, n’a pas pu être prélevée sur votre carte bancaire${tries ? ` malgré ${data.attempts}${NBSP}tentatives` : ''}.`
    : `Instalment no. ${data.position} of your order ${data.reference}, ${amount} due on ${day}, could not be charged to your payment card${tries ? ` after ${data.attempts} attempts` : ''}.`;
  const status = fr
    ? 'Votre commande est en attente de régularisation.'
    : 'Your order now awaits regularisation.';
  const todo = fr
    ? `Pour régulariser, contactez la Maison de la mobilité au ${SUPPORT_PHONE.fr}, ${OPENING_HOURS.fr}, ou rendez-vous à son accueil, 2 quai de l’Estran à Port-Marin.`
    : `To settle it, contact the Maison de la mobilité on ${SUPPORT_PHONE.en}, ${OPENING_HOURS.en}, or visit its desk at 2 quai de l’Estran, Port-Marin.`;
  const card = fr
    ? 'Vérifiez aussi que votre carte bancaire est toujours valide et approvisionnée.'
    : 'Please also check that your payment card is still valid and funded.';
  const action = fr ? 'Voir ma commande' : 'See my order';
  const text = textMail(locale, [
    greeting,
    '',
    what,
    status,
    '',
    todo,
    card,
    '',
    textLink(locale, action, data.trackingLink),
  ]);
  const html = htmlPage(locale, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(what)}<br>${escapeHtml(status)}</p>`,
    `<p>${escapeHtml(todo)}<br>${escapeHtml(card)}</p>`,
    button(data.trackingLink, action),
  ]);
  return { subject, text, html };
}
