/** The back office's reads of the outbox (decision 073): one mail, and a mail queued again. */
import type { Db } from '../../db/index.js';
import { isoNow } from '../../lib/time.js';
import { insertOutboxMail } from './repo.js';

/** One mail of the outbox, or undefined. */
export function outboxMailById(db: Db, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'created_at',
      'sent_at',
      'raw_mime',
      'text_body',
      'html_body',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The same mail queued again, unsent, to the same address: the outbox's next run sends it. Its
 * MIME message is the one sent (attachments included). Answers the new outbox id.
 */
export async function queueMailAgain(db: Db, id: number): Promise<number | undefined> {
  const mail = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!mail) return undefined;
  const { id: _id, created_at: _created, sent_at: _sent, ...copy } = mail;
  return insertOutboxMail(db, { ...copy, created_at: isoNow(), sent_at: null });
}
