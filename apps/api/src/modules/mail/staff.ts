/** The back office's reads of the outbox (decision 073): one mail, and a mail queued again. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
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
 * A message sent again is a new message: a new Message-ID (a server that drops a Message-ID it
 * already delivered would drop the copy) and today's Date; everything else as it was sent.
 */
export function asNewMessage(rawMime: string, now: Date): string {
  return rawMime
    .replace(
      /^Message-ID: *<[^@>\r\n]*@([^>\r\n]*)>/im,
      (_match, host: string) => `Message-ID: <${randomUUID()}@${host}>`,
    )
    .replace(/^Date: .*$/im, `Date: ${now.toUTCString().replace('GMT', '+0000')}`);
}

/**
 * The same mail queued again, unsent, to the same address: the outbox's next run sends it. Its
 * MIME message is the one sent (attachments included) as a new message (`asNewMessage`). Answers
 * the new outbox id.
 */
export async function queueMailAgain(db: Db, id: number): Promise<number | undefined> {
  const mail = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!mail) return undefined;
  const { id: _id, created_at: _created, sent_at: _sent, raw_mime, ...copy } = mail;
  const now = new Date();
  return insertOutboxMail(db, {
    ...copy,
    raw_mime: asNewMessage(raw_mime, now),
    created_at: now.toISOString(),
    sent_at: null,
  });
}
