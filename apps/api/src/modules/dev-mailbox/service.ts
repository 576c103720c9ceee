/** The outbox as the dev mailbox shows it: newest first, with the links each mail carries. */
import type { Db } from '../../db/index.js';
import { listOutbox } from '../mail/service.js';
import { listSmsOutbox } from '../sms/service.js';

export type MailboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function linksOf(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

export async function listMailbox(db: Db, to: string | null, limit = 200): Promise<MailboxMail[]> {
  const rows = await listOutbox(db, to, limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: linksOf(row.text_body),
    createdAt: row.created_at,
  }));
}

/** A text message of the SMS outbox (no SMS provider yet, decision 053). */
export type MailboxSms = { id: number; to: string; text: string; links: string[]; createdAt: string };

export async function listSmsbox(db: Db, to: string | null, limit = 200): Promise<MailboxSms[]> {
  const rows = await listSmsOutbox(db, to, limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_number,
    text: row.text_body,
    links: linksOf(row.text_body),
    createdAt: row.created_at,
  }));
}
