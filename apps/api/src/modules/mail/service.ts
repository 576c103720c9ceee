/**
 * Sends mail with nodemailer. Every mail is composed once as a real MIME message and kept in the
 * outbox table; with SMTP_URL that same message is then handed to the SMTP server, otherwise it
 * stays in the outbox, where the dev mailbox shows it. Owns the `mail_outbox` table.
 */
import { createTransport, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Db } from '../../db/index.js';
import type { Mailer, MailerOptions } from '../../lib/mailer.js';
import { isoNow } from '../../lib/time.js';
import { insertOutboxMail, listOutboxMails, markOutboxMailSent } from './repo.js';
import { renderMail } from './templates.js';

/** The Mailer of lib/mailer.ts; app.ts hands it to the context plugin. */
export function createMailer(options: MailerOptions): Mailer {
  const smtp: Transporter | null = options.smtpUrl ? createTransport(options.smtpUrl) : null;

  return {
    async send(request) {
      const content = renderMail(request.kind, request.locale, request.firstname, request.link);
      const to = request.to.toLowerCase();
      const raw = await new MailComposer({
        from: options.from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        headers: { 'Content-Language': request.locale },
      })
        .compile()
        .build();
      const id = await insertOutboxMail(options.db, {
        kind: request.kind,
        to_address: to,
        subject: content.subject,
        text_body: content.text,
        html_body: content.html,
        raw_mime: raw.toString('utf8'),
        created_at: isoNow(),
        sent_at: null,
      });
      if (!smtp) return;
      try {
        await smtp.sendMail({ envelope: { from: options.from, to }, raw });
        await markOutboxMailSent(options.db, id, isoNow());
      } catch (error) {
        // The mail stays in the outbox with no sent_at, for a retry; the caller's answer does not
        // depend on delivery (no account discovery through reset).
        options.log.error({ err: error, outboxId: id }, 'sending mail failed');
      }
    },
    close() {
      smtp?.close();
    },
  };
}

/** The outbox, newest first (all addresses when `to` is null): what the dev mailbox shows. */
export function listOutbox(db: Db, to: string | null, limit: number) {
  return listOutboxMails(db, to, limit);
}
