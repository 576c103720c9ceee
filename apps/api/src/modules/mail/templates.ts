/**
 * The texts of the mails the portal sends (password reset, e-mail verification), in French and
 * English, each as plain text and HTML carrying the same link.
 */
import type { Locale } from '@oceane/domain';
import type { MailKind } from '../../lib/mailer.js';

export type MailContent = { subject: string; text: string; html: string };

type Wording = {
  subject: string;
  greeting: string;
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
      greeting: 'Bonjour',
      intro: 'Vous avez demandé à changer le mot de passe de votre compte Océane Mobilités.',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien est valable une heure et ne sert qu’une fois.',
      ignore: `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: votre mot de passe reste inchangé.`,
    },
    en: {
      subject: 'Resetting your password',
      greeting: 'Hello',
      intro: 'You asked to change the password of your Océane Mobilités account.',
      action: 'Choose a new password',
      expiry: 'This link is valid for one hour and works only once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
    },
  },
  verify: {
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      greeting: 'Bonjour',
      intro: 'Confirmez l’adresse e-mail de votre compte Océane Mobilités pour recevoir nos messages.',
      action: 'Confirmer mon adresse e-mail',
      expiry: 'Ce lien est valable 24 heures et ne sert qu’une fois.',
      ignore: 'Si vous n’avez pas créé de compte, ignorez ce message.',
    },
    en: {
      subject: 'Confirm your email address',
      greeting: 'Hello',
      intro: 'Confirm the email address of your Océane Mobilités account to receive our messages.',
      action: 'Confirm my email address',
      expiry: 'This link is valid for 24 hours and works only once.',
      ignore: 'If you did not create an account, ignore this message.',
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderMail(kind: MailKind, locale: Locale, firstname: string, link: string): MailContent {
  const w = WORDING[kind][locale];
  const hello = firstname ? `${w.greeting} ${firstname},` : `${w.greeting},`;
  const text = [
    hello,
    '',
    w.intro,
    '',
    `${w.action}${COLON[locale]}${link}`,
    '',
    w.expiry,
    w.ignore,
    '',
    SIGNATURE[locale],
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #102a43; line-height: 1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(w.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #0b3c5d; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(w.action)}</a></p>
<p>${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>
<p>${escapeHtml(SIGNATURE[locale])}</p>
</body>
</html>
`;
  return { subject: w.subject, text, html };
}
