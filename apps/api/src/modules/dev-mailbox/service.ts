/** The outbox as the dev mailbox shows it: newest first, with the links each mail carries. */
import type { Db } from '../../db/index.js';
import { listOutbox } from '../mail/service.js';

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
