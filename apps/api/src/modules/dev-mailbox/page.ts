/** The dev mailbox as an accessible HTML page: one list item per mail, its links clickable. */
import type { MailboxMail, MailboxSms } from './service.js';
import { escapeHtml } from '../../lib/html.js';

function mailItem(mail: MailboxMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<li>
<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong>, <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>
${links ? `<ul aria-label="Links">${links}</ul>` : ''}
<details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>
</li>`;
}

function smsItem(sms: MailboxSms): string {
  const links = sms.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<li>
<article aria-labelledby="sms-${sms.id}">
<h3 id="sms-${sms.id}">SMS to ${escapeHtml(sms.to)}</h3>
<p><time datetime="${escapeHtml(sms.createdAt)}">${escapeHtml(sms.createdAt)}</time></p>
<p>${escapeHtml(sms.text)}</p>
${links ? `<ul aria-label="Links">${links}</ul>` : ''}
</article>
</li>`;
}

function smsSection(messages: MailboxSms[]): string {
  const body =
    messages.length === 0
      ? '<p>No text message yet.</p>'
      : `<ol reversed>${messages.map(smsItem).join('\n')}</ol>`;
  return `<section aria-labelledby="sms-heading">
<h2 id="sms-heading">Text messages (SMS)</h2>
<p>No SMS provider is configured: the text messages the portal sends (traffic alerts by SMS) are kept here.</p>
${body}
</section>`;
}

export function mailboxPage(mails: MailboxMail[], to: string | null, sms: MailboxSms[] = []): string {
  const heading = to ? `Dev mailbox: ${escapeHtml(to)}` : 'Dev mailbox';
  const body =
    mails.length === 0
      ? '<p>No mail yet. Mails the portal sends (password reset, e-mail verification) appear here.</p>'
      : `<ol reversed>${mails.map(mailItem).join('\n')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>Development only: the mails kept in the outbox because no SMTP server is configured, newest first.</p>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" autocomplete="off">
<button type="submit">Filter</button>
</form>
${body}
${smsSection(sms)}
</main>
</body>
</html>
`;
}
