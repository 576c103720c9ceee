/** The mail outbox table: every mail the portal sends, with its raw MIME message. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { MailOutboxTable } from '../../db/tables/mail.js';

export async function insertOutboxMail(db: Db, mail: Insertable<MailOutboxTable>): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markOutboxMailSent(db: Db, id: number, sentAt: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: sentAt }).where('id', '=', id).execute();
}

/** Newest first; all addresses when `to` is null. */
export function listOutboxMails(db: Db, to: string | null, limit: number) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'created_at', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (to !== null) query = query.where('to_address', '=', to.toLowerCase());
  return query.execute();
}

/** The outbox's unsent mails, oldest first (for SMTP). */
export function listUnsentOutboxMails(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'raw_mime'])
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes an unsent mail for sending by writing its sent_at first: a second sender (another
 * replica, the next round) finds it taken. Answers whether this caller took it.
 */
export async function claimOutboxMail(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ sent_at: at })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A mail whose sending failed is unsent again, for the next round. */
export async function releaseOutboxMail(db: Db, id: number, claimedAt: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: null })
    .where('id', '=', id)
    .where('sent_at', '=', claimedAt)
    .execute();
}
