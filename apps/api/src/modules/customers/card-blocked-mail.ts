/**
 * The mail telling a customer that the mobility centre blocked their card, declared lost at the
 * counter (decision 073), in the customer's language; queued in the transaction of the block.
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { escapeHtml } from '../../lib/html.js';
import { queueMail, type MailContent } from '../mail/service.js';

const NBSP = '\u00a0';

function blockedCardContent(locale: Locale, firstname: string, number: string, link: string): MailContent {
  const fr = locale === 'fr';
  const subject = fr ? `Votre carte ${number} est bloquée` : `Your card ${number} is blocked`;
  const paragraphs = fr
    ? [
        `Bonjour${firstname ? ` ${firstname}` : ''},`,
        `À votre demande, la Maison de la mobilité a bloqué votre carte n°${NBSP}${number}, déclarée perdue. Elle ne peut plus être rechargée ni validée.`,
        'Vous pouvez commander un duplicata depuis votre espace : vos abonnements en cours y seront reportés.',
      ]
    : [
        `Hello${firstname ? ` ${firstname}` : ''},`,
        `As you asked, the Maison de la mobilité blocked your card no. ${number}, declared lost. It can no longer be reloaded or validated.`,
        'You can order a duplicate from your account: your current passes will be moved onto it.',
      ];
  const label = fr ? 'Accéder à mes cartes' : 'Go to my cards';
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

export async function queueCardBlockedMail(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  mail: { to: string; locale: Locale; firstname: string; number: string },
): Promise<number> {
  const link = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/cards', mail.locale)}`;
  return queueMail(db, {
    kind: 'card-blocked',
    from: config.mailFrom,
    to: mail.to,
    locale: mail.locale,
    content: blockedCardContent(mail.locale, mail.firstname, mail.number, link),
  });
}
