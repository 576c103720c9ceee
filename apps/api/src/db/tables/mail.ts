/**
 * Row types of the tables of modules/mail, their one owner (apps/api/README.md). The outbox: every
 * mail sent, with its raw MIME message.
 */
import type { Generated } from 'kysely';

export type MailOutboxTable = {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  raw_mime: string;
  created_at: string;
  sent_at: string | null;
};
