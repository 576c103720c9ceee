/**
 * The mail that confirms a new bike pin (decision 052): to the account's login address, queued in
 * the pin's transaction (it exists if and only if the change does). It never carries the pin.
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { queueMail } from '../mail/service.js';

const NBSP = '\u00a0';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function when(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(at));
}

export async function queueBikePinChangedNotice(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  mail: { to: string; firstname: string; cardNumber: string; at: string; locale: Locale },
): Promise<void> {
  const { locale } = mail;
  const fr = locale === 'fr';
  const subject = fr ? 'Le code PIN vélo de votre carte a changé' : 'Your card’s bike pin has changed';
  const href = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/reservations', locale)}`;
  const paragraphs = [
    `${fr ? 'Bonjour' : 'Hello'}${mail.firstname ? ` ${mail.firstname}` : ''},`,
    fr
      ? `Le code PIN vélo de la carte ${mail.cardNumber} a été choisi ou modifié le ${when(mail.at, locale)} depuis votre compte Océane Mobilités. L’ancien code ne fonctionne plus.`
      : `The bike pin of card ${mail.cardNumber} was set or changed on ${when(mail.at, locale)} from your Océane Mobilités account. The former pin no longer works.`,
    fr
      ? `Si vous n’êtes pas à l’origine de ce changement, changez le mot de passe de votre compte et appelez la Maison de la mobilité au 01${NBSP}99${NBSP}00${NBSP}00${NBSP}00.`
      : 'If you did not make this change, change your account password and call the Maison de la mobilité on +33 1 99 00 00 00.',
  ];
  const signature = fr
    ? 'La Maison de la mobilité – Océane Mobilités'
    : 'Maison de la mobilité – Océane Mobilités';
  const label = fr ? 'Mes réservations de vélo' : 'My bike reservations';
  const colon = fr ? `${NBSP}: ` : ': ';
  const text = [...paragraphs, `${label}${colon}${href}`, signature, ''].join('\n\n');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #102a43; line-height: 1.5">
${paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('\n')}
<p><a href="${escape(href)}">${escape(label)}</a></p>
<p>${escape(signature)}</p>
</body>
</html>
`;
  await queueMail(db, {
    kind: 'bike-pin-changed',
    from: config.mailFrom,
    to: mail.to,
    locale,
    content: { subject, text, html },
  });
}
