/** The SMS outbox table: every text message the portal sends. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { SmsOutboxTable } from '../../db/tables/sms.js';

export async function insertOutboxSms(db: Db, sms: Insertable<SmsOutboxTable>): Promise<number> {
  const row = await db.insertInto('sms_outbox').values(sms).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first; every number when `to` is null. */
export function listOutboxSms(db: Db, to: string | null, limit: number) {
  let query = db
    .selectFrom('sms_outbox')
    .select(['id', 'kind', 'to_number', 'text_body', 'created_at', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (to !== null) query = query.where('to_number', '=', to);
  return query.execute();
}

export function listUnsentOutboxSms(db: Db, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'to_number', 'text_body'])
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes an unsent SMS by writing its sent_at first: another sender finds it taken. */
export async function claimOutboxSms(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('sms_outbox')
    .set({ sent_at: at })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseOutboxSms(db: Db, id: number, claimedAt: string): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ sent_at: null })
    .where('id', '=', id)
    .where('sent_at', '=', claimedAt)
    .execute();
}

export async function deleteOutboxSmsTo(db: Db, numbers: string[]): Promise<void> {
  if (numbers.length === 0) return;
  await db.deleteFrom('sms_outbox').where('to_number', 'in', numbers).execute();
}
