/**
 * The mails of the account's own settings (decision 044): the link that proves a new address,
 * the notice to the old address once the login moved, and the notice of a password change; and
 * what a change that takes the account back removed from it (decision 057). Each
 * is queued in the transaction of its change (it exists if and only if the change does) and
 * handed to SMTP after, by the mailer's `sendQueued`.
 */
import { isLocale, localizedPath, DEFAULT_LOCALE, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { queueMail, type MailContent } from '../mail/service.js';

const NBSP = '\u00a0';

const SIGNATURE: Record<Locale, string> = {
  fr: 'La Maison de la mobilité – Océane Mobilités',
  en: 'Maison de la mobilité – Océane Mobilités',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A mail of a few paragraphs (a list of lines stands for a bulleted list) and one link, as plain
 * text and HTML saying the same.
 */
function content(
  locale: Locale,
  subject: string,
  paragraphs: Array<string | string[]>,
  link: { label: string; href: string },
): MailContent {
  const colon = locale === 'fr' ? `${NBSP}: ` : ': ';
  const asText = (block: string | string[]) =>
    typeof block === 'string' ? block : block.map((line) => `- ${line}`).join('\n');
  const asHtml = (block: string | string[]) =>
    typeof block === 'string'
      ? `<p>${escape(block)}</p>`
      : `<ul>\n${block.map((line) => `<li>${escape(line)}</li>`).join('\n')}\n</ul>`;
  const text = [...paragraphs.map(asText), `${link.label}${colon}${link.href}`, SIGNATURE[locale], ''].join(
    '\n\n',
  );
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #102a43; line-height: 1.5">
${paragraphs.map(asHtml).join('\n')}
<p><a href="${escape(link.href)}" style="display: inline-block; padding: 12px 20px; background: #0b3c5d; color: #ffffff; text-decoration: none; border-radius: 4px">${escape(link.label)}</a></p>
<p>${escape(SIGNATURE[locale])}</p>
</body>
</html>
`;
  return { subject, text, html };
}

const hello = (locale: Locale, firstname: string) =>
  `${locale === 'fr' ? 'Bonjour' : 'Hello'}${firstname ? ` ${firstname}` : ''},`;

type MailConfig = Pick<Config, 'mailFrom' | 'publicBaseUrl'>;

function portalLink(config: MailConfig, locale: Locale, path: string, query?: Record<string, string>) {
  const base = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath(path, locale)}`;
  return query ? `${base}?${new URLSearchParams(query).toString()}` : base;
}

/** The language stored with a code, French when none or unknown. */
export function storedLocale(value: string | null): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The last line of a notice of a change the owner may not have made. */
const NOT_YOU_CALL_THE_CENTRE: Record<Locale, string> = {
  fr: `Si vous n’êtes pas à l’origine de ce changement, appelez la Maison de la mobilité au 01${NBSP}99${NBSP}00${NBSP}00${NBSP}00.`,
  en: 'If you did not make this change, call the Maison de la mobilité on +33 1 99 00 00 00.',
};

const accountLink = (config: MailConfig, locale: Locale) => ({
  label: locale === 'fr' ? 'Accéder à mon compte' : 'Go to my account',
  href: portalLink(config, locale, '/account'),
});

/** Queues one mail of this file, in the caller's transaction. */
async function queue(
  db: Db,
  config: MailConfig,
  mail: { kind: string; to: string; locale: Locale },
  subject: string,
  paragraphs: Array<string | string[]>,
  link: { label: string; href: string },
) {
  await queueMail(db, {
    kind: mail.kind,
    from: config.mailFrom,
    to: mail.to,
    locale: mail.locale,
    content: content(mail.locale, subject, paragraphs, link),
  });
}

/** To the new address: the link that proves it, after which it becomes the login. */
export async function queueEmailChangeLink(
  db: Db,
  config: MailConfig,
  mail: { to: string; firstname: string; code: string; locale: Locale },
) {
  const { locale } = mail;
  const fr = locale === 'fr';
  const subject = fr ? 'Confirmez votre nouvelle adresse e-mail' : 'Confirm your new email address';
  const paragraphs = [
    hello(locale, mail.firstname),
    fr
      ? 'Vous avez demandé que cette adresse devienne l’identifiant de votre compte Océane Mobilités. Elle le deviendra dès que vous l’aurez confirmée.'
      : 'You asked that this address becomes the login of your Océane Mobilités account. It will once you confirm it.',
    fr
      ? 'Ce lien est valable 24 heures et ne sert qu’une fois.'
      : 'This link is valid for 24 hours and works only once.',
    fr
      ? `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: rien ne change.`
      : 'If you did not ask for this, ignore this message: nothing changes.',
  ];
  const link = {
    label: fr ? 'Confirmer cette adresse' : 'Confirm this address',
    href: portalLink(config, locale, '/auth/verify', { code: mail.code }),
  };
  await queue(db, config, { kind: 'email-change', to: mail.to, locale }, subject, paragraphs, link);
}

/** To the old address, once the login moved: where it went, and what to do if it was not you. */
export async function queueEmailChangedNotice(
  db: Db,
  config: MailConfig,
  mail: { to: string; firstname: string; newEmail: string; locale: Locale },
) {
  const { locale } = mail;
  const fr = locale === 'fr';
  const subject = fr
    ? 'L’adresse e-mail de votre compte a changé'
    : 'The email address of your account has changed';
  const paragraphs = [
    hello(locale, mail.firstname),
    fr
      ? `Votre compte Océane Mobilités se connecte désormais avec l’adresse ${mail.newEmail}. Cette adresse-ci n’en est plus l’identifiant et ne recevra plus nos messages.`
      : `Your Océane Mobilités account now logs in with ${mail.newEmail}. This address is no longer its login and will no longer receive our messages.`,
    NOT_YOU_CALL_THE_CENTRE[locale],
  ];
  const link = accountLink(config, locale);
  await queue(db, config, { kind: 'email-changed', to: mail.to, locale }, subject, paragraphs, link);
}

/** To the login address, after a password change: the other sessions ended, and a way back. */
export async function queuePasswordChangedNotice(
  db: Db,
  config: MailConfig,
  mail: { to: string; firstname: string; locale: Locale },
) {
  const { locale } = mail;
  const fr = locale === 'fr';
  const subject = fr ? 'Votre mot de passe a été modifié' : 'Your password has been changed';
  const paragraphs = [
    hello(locale, mail.firstname),
    fr
      ? 'Le mot de passe de votre compte Océane Mobilités vient d’être modifié. Vos autres connexions, sur d’autres appareils, ont été fermées.'
      : 'The password of your Océane Mobilités account has just been changed. Your other sessions, on other devices, have been closed.',
    fr
      ? `Si vous n’êtes pas à l’origine de ce changement, choisissez sans attendre un nouveau mot de passe${NBSP}:`
      : 'If you did not make this change, choose a new password now:',
  ];
  const link = {
    label: fr ? 'Choisir un nouveau mot de passe' : 'Choose a new password',
    href: portalLink(config, locale, '/auth/reset'),
  };
  await queue(db, config, { kind: 'password-changed', to: mail.to, locale }, subject, paragraphs, link);
}

/** Which change took the account back: a reset, a password change, or a login moved (decision 057). */
export type LinkedAccessChange = 'reset' | 'password' | 'email';

const CHANGE_SAID: Record<LinkedAccessChange, Record<Locale, (login: string) => string>> = {
  reset: {
    fr: () => 'Le mot de passe de votre compte Océane Mobilités vient d’être réinitialisé.',
    en: () => 'The password of your Océane Mobilités account has just been reset.',
  },
  password: {
    fr: () => 'Le mot de passe de votre compte Océane Mobilités vient d’être modifié.',
    en: () => 'The password of your Océane Mobilités account has just been changed.',
  },
  email: {
    fr: (login) => `Votre compte Océane Mobilités se connecte désormais avec l’adresse ${login}.`,
    en: (login) => `Your Océane Mobilités account now logs in with ${login}.`,
  },
};

/**
 * To the login address, after a change that takes the account back: each device unpaired (by the
 * name its holder gave) and each external account unlinked (provider and address), so that the
 * owner sees what someone else may have left there, and can pair or link their own again.
 */
export async function queueLinkedAccessRemovedNotice(
  db: Db,
  config: MailConfig,
  mail: {
    to: string;
    firstname: string;
    locale: Locale;
    change: LinkedAccessChange;
    removed: { devices: string[]; externalAccounts: Array<{ label: string; email: string | null }> };
  },
) {
  const { locale, removed } = mail;
  const fr = locale === 'fr';
  const subject = fr
    ? 'Appareils et comptes de connexion retirés de votre compte'
    : 'Devices and sign-in accounts removed from your account';
  const lines = [
    ...removed.devices.map((name) =>
      fr ? `l’appareil appairé «${NBSP}${name}${NBSP}»` : `the paired device “${name}”`,
    ),
    ...removed.externalAccounts.map((account) => {
      const what = account.email ? `${account.label} (${account.email})` : account.label;
      return fr ? `le compte de connexion ${what}` : `the sign-in account ${what}`;
    }),
  ];
  const paragraphs = [
    hello(locale, mail.firstname),
    CHANGE_SAID[mail.change][locale](mail.to),
    fr
      ? `Par sécurité, nous avons retiré de votre compte ce qui s’y connectait sans mot de passe${NBSP}:`
      : 'For your safety, we removed from your account what signed in to it without a password:',
    lines,
    fr
      ? 'S’ils sont bien à vous, appairez de nouveau vos appareils et liez de nouveau vos comptes depuis votre espace.'
      : 'If they are yours, pair your devices and link your accounts again from your account.',
    NOT_YOU_CALL_THE_CENTRE[locale],
  ];
  const link = accountLink(config, locale);
  await queue(db, config, { kind: 'linked-access-removed', to: mail.to, locale }, subject, paragraphs, link);
}
