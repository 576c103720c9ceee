/**
 * Sends mail with nodemailer. Every mail is composed once as a real MIME message (attachments
 * included) and kept in the outbox table; with SMTP_URL that same message is then handed to the
 * SMTP server, otherwise it stays in the outbox, where the dev mailbox shows it. A mail can also be
 * queued inside a caller's transaction (an order's confirmation): it is handed to SMTP after, by
 * `sendQueued`, which the mail-outbox job of src/jobs.ts runs every minute. Owns the `mail_outbox`
 * table.
 */
import type { Locale } from '@oceane/domain';
import { createTransport, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Db } from '../../db/index.js';
import type { MailAttachment, Mailer, MailerOptions } from '../../lib/mailer.js';
import type { JobContext } from '../../lib/periodic-job.js';
import { isoNow } from '../../lib/time.js';
import {
  claimOutboxMail,
  insertOutboxMail,
  listOutboxMails,
  listUnsentOutboxMails,
  markOutboxMailSent,
  releaseOutboxMail,
} from './repo.js';
import { renderMail, type MailContent } from './templates.js';

export {
  euros,
  longDay,
  renderOrderConfirmation,
  renderRegularizationNotice,
  type MailContent,
  type OrderConfirmationData,
  type RegularizationData,
} from './templates.js';

/** A mail to keep in the outbox: its texts, already rendered, and its attachments. */
export type OutboxMail = {
  kind: string;
  from: string;
  to: string;
  locale: Locale;
  content: MailContent;
  attachments?: MailAttachment[];
};

async function compose(mail: OutboxMail): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.content.subject,
    text: mail.content.text,
    html: mail.content.html,
    headers: { 'Content-Language': mail.locale },
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  })
    .compile()
    .build();
}

async function keepInOutbox(db: Db, mail: OutboxMail): Promise<{ id: number; to: string; raw: Buffer }> {
  const to = mail.to.toLowerCase();
  const raw = await compose({ ...mail, to });
  const id = await insertOutboxMail(db, {
    kind: mail.kind,
    to_address: to,
    subject: mail.content.subject,
    text_body: mail.content.text,
    html_body: mail.content.html,
    raw_mime: raw.toString('utf8'),
    created_at: isoNow(),
    sent_at: null,
  });
  return { id, to, raw };
}

/**
 * Composes the mail and keeps it in the outbox, unsent, in the transaction given: it exists if and
 * only if the transaction commits. The mailer's `sendQueued` hands it to SMTP afterwards. Answers
 * the outbox id.
 */
export async function queueMail(db: Db, mail: OutboxMail): Promise<number> {
  return (await keepInOutbox(db, mail)).id;
}

/** The Mailer of lib/mailer.ts; app.ts hands it to the context plugin. */
export function createMailer(options: MailerOptions): Mailer {
  const smtp: Transporter | null = options.smtpUrl ? createTransport(options.smtpUrl) : null;

  /** Hands one outbox mail to SMTP once: taken first, marked sent, or given back on failure. */
  async function deliver(id: number, to: string, raw: string | Buffer): Promise<void> {
    if (!smtp) return;
    const claimedAt = isoNow();
    if (!(await claimOutboxMail(options.db, id, claimedAt))) return;
    try {
      await smtp.sendMail({ envelope: { from: options.from, to }, raw });
      await markOutboxMailSent(options.db, id, isoNow());
    } catch (error) {
      // The mail stays in the outbox with no sent_at, for a retry; the caller's answer does not
      // depend on delivery (no account discovery through reset).
      await releaseOutboxMail(options.db, id, claimedAt);
      options.log.error({ err: error, outboxId: id }, 'sending mail failed');
    }
  }

  async function sendQueued(): Promise<void> {
    if (!smtp) return;
    for (const mail of await listUnsentOutboxMails(options.db, 50)) {
      await deliver(mail.id, mail.to_address, mail.raw_mime);
    }
  }

  return {
    async send(request) {
      const kept = await keepInOutbox(options.db, {
        kind: request.kind,
        from: options.from,
        to: request.to,
        locale: request.locale,
        content: renderMail(request.kind, request.locale, request.firstname, request.link),
        ...(request.attachments ? { attachments: request.attachments } : {}),
      });
      await deliver(kept.id, kept.to, kept.raw);
    },
    sendQueued,
    close() {
      smtp?.close();
    },
  };
}

/**
 * The mail-outbox job's run (src/jobs.ts, every minute; nothing without SMTP_URL): the mails left
 * unsent handed to SMTP, each claimed first (claimOutboxMail), so two instances send it once.
 */
export function runMailOutbox(ctx: JobContext): Promise<void> {
  return ctx.mailer.sendQueued();
}

/** The outbox, newest first (all addresses when `to` is null): what the dev mailbox shows. */
export function listOutbox(db: Db, to: string | null, limit: number) {
  return listOutboxMails(db, to, limit);
}
/** The back office's view of a mail and its resending (decision 073). */
export { outboxMailById, queueMailAgain } from './staff.js';
