/** Failed association attempts, counted per account and per client address for the rate limit. */
import type { Db } from '../../db/index.js';

export async function countFailures(db: Db, since: string, by: { accountId: number } | { address: string }) {
  const query = db
    .selectFrom('association_attempts')
    .select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);
  const row = await (
    'accountId' in by ? query.where('account_id', '=', by.accountId) : query.where('address', '=', by.address)
  ).executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

/** Records a failure and forgets those older than the window. */
export async function recordFailure(db: Db, accountId: number, address: string, now: string, since: string) {
  await db.deleteFrom('association_attempts').where('created_at', '<=', since).execute();
  await db
    .insertInto('association_attempts')
    .values({ account_id: accountId, address, created_at: now })
    .execute();
}

/** Look-ups of a card by number without an account within the window, per address or per number. */
export async function countLookups(db: Db, since: string, by: { address: string } | { mediaNumber: string }) {
  const query = db
    .selectFrom('media_lookup_attempts')
    .select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);
  const row = await (
    'address' in by
      ? query.where('address', '=', by.address)
      : query.where('media_number', '=', by.mediaNumber)
  ).executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

/** Records a look-up and forgets those older than the window. */
export async function recordLookup(db: Db, address: string, mediaNumber: string, now: string, since: string) {
  await db.deleteFrom('media_lookup_attempts').where('created_at', '<=', since).execute();
  await db
    .insertInto('media_lookup_attempts')
    .values({ address, media_number: mediaNumber, created_at: now })
    .execute();
}
