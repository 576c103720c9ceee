/**
 * The words of a traffic alert (decision 053), in the card's language: a mail (plain text and
 * HTML) and an SMS. Times are the network's (Europe/Paris) through Intl.
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { MailContent } from '../mail/service.js';
import { escapeHtml } from '../../lib/html.js';

const NBSP = '\u00a0';
const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

export type AlertDisruption = {
  lines: string[];
  modes: string[];
  titleFr: string;
  titleEn: string;
  textFr: string;
  textEn: string;
  startsAt: string;
  endsAt: string;
};

const MODE_NAMES: Record<Locale, Record<string, string>> = {
  fr: { BUS: 'bus', BOAT: 'navettes maritimes', BIKE: 'vélos en libre-service', CAR_SHARING: 'autopartage' },
  en: { BUS: 'buses', BOAT: 'sea shuttles', BIKE: 'self-service bikes', CAR_SHARING: 'car sharing' },
};

const WORDS = {
  fr: {
    subject: (title: string) => `Info trafic${NBSP}: ${title}`,
    hello: (firstname: string) => (firstname ? `Bonjour ${firstname},` : 'Bonjour,'),
    period: (from: string, to: string) => `Du ${from} au ${to}.`,
    affected: `Concerne${NBSP}: `,
    line: 'ligne',
    why: 'Vous recevez ce message car vous suivez ces lignes ou ces modes dans vos alertes trafic.',
    manage: `Gérer vos alertes${NBSP}: `,
    signature: 'Océane Mobilités',
  },
  en: {
    subject: (title: string) => `Traffic alert: ${title}`,
    hello: (firstname: string) => (firstname ? `Hello ${firstname},` : 'Hello,'),
    period: (from: string, to: string) => `From ${from} to ${to}.`,
    affected: 'Affects: ',
    line: 'line',
    why: 'You receive this message because your traffic alerts follow these lines or modes.',
    manage: 'Manage your alerts: ',
    signature: 'Océane Mobilités',
  },
} as const;

function when(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}

function affected(locale: Locale, disruption: AlertDisruption): string {
  const words = WORDS[locale];
  const parts = [
    ...disruption.lines.map((line) => `${words.line} ${line}`),
    ...disruption.modes.map((mode) => MODE_NAMES[locale][mode] ?? mode),
  ];
  return `${words.affected}${parts.join(', ')}`;
}

/** Where the passenger changes or stops the alerts, in their language. */
export function manageLink(publicBaseUrl: string, locale: Locale): string {
  return `${publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/notifications', locale)}`;
}

export function alertMail(
  disruption: AlertDisruption,
  locale: Locale,
  firstname: string,
  link: string,
): MailContent {
  const words = WORDS[locale];
  const title = locale === 'fr' ? disruption.titleFr : disruption.titleEn;
  const text = locale === 'fr' ? disruption.textFr : disruption.textEn;
  const subject = words.subject(title);
  const period = words.period(when(locale, disruption.startsAt), when(locale, disruption.endsAt));
  const scope = affected(locale, disruption);
  const lines = [
    words.hello(firstname),
    '',
    title,
    scope,
    period,
    '',
    text,
    '',
    words.why,
    `${words.manage}${link}`,
    '',
    words.signature,
    '',
  ];
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #102a43; line-height: 1.5">
<p>${escapeHtml(words.hello(firstname))}</p>
<h1 style="font-size: 1.2em">${escapeHtml(title)}</h1>
<p>${escapeHtml(scope)}<br>${escapeHtml(period)}</p>
<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>
<p>${escapeHtml(words.why)}<br><a href="${escapeHtml(link)}">${escapeHtml(words.manage.trim())}</a></p>
<p>${escapeHtml(words.signature)}</p>
</body>
</html>
`;
  return { subject, text: lines.join('\n'), html };
}

export function alertSms(disruption: AlertDisruption, locale: Locale, link: string): string {
  const words = WORDS[locale];
  const title = locale === 'fr' ? disruption.titleFr : disruption.titleEn;
  const period = words.period(when(locale, disruption.startsAt), when(locale, disruption.endsAt));
  return `${words.signature} – ${words.subject(title)}. ${affected(locale, disruption)}. ${period} ${words.manage}${link}`;
}
