/**
 * What a service needs to send a mail, and what the context plugin needs to make the sender. The
 * sender is the mail module's (it owns the outbox table and the templates), so the interface lives
 * here, below the modules and plugins that use it, and app.ts hands the plugin the mail module's
 * factory: lib/ and plugins/ import no module, yet the outbox stays with its one owner.
 */
import type { Locale } from '@oceane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';

export type MailKind = 'reset' | 'verify' | 'erase';

/** A file joined to a mail (an invoice's PDF): composed into the raw MIME message the outbox keeps. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailRequest = {
  kind: MailKind;
  to: string;
  locale: Locale;
  firstname: string;
  link: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  send(request: MailRequest): Promise<void>;
  /**
   * Hands the outbox's unsent mails to SMTP (nothing without SMTP_URL): those queued inside a
   * transaction (an order's confirmation) once it committed, and those whose sending failed. The
   * mail-outbox job (src/jobs.ts) runs it every minute; a caller that just committed a queued mail
   * may run it now.
   */
  sendQueued(): Promise<void>;
  close(): void;
};

export type MailerOptions = { db: Db; from: string; smtpUrl: string | null; log: FastifyBaseLogger };

export type CreateMailer = (options: MailerOptions) => Mailer;
