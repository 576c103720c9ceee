/** The bike tables: trips, pins (hashed) and wrong pins counted for the rate limit. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BikeTripsTable } from '../../db/tables/bike-reservations.js';

export function findPinHash(db: Db, mediaId: number) {
  return db.selectFrom('bike_pins').select('pin_hash').where('media_id', '=', mediaId).executeTakeFirst();
}

/** Sets a card's pin (the seed, the tests): the row is the card's one pin. */
export async function upsertPinHash(db: Db, mediaId: number, pinHash: string, at: string): Promise<void> {
  await db
    .insertInto('bike_pins')
    .values({ media_id: mediaId, pin_hash: pinHash, updated_at: at })
    .onConflict((oc) => oc.column('media_id').doUpdateSet({ pin_hash: pinHash, updated_at: at }))
    .execute();
}

/** The card's trips while the account held it, newest first. */
export function findTrips(db: Db, mediaId: number, accountId: number) {
  return db
    .selectFrom('bike_trips')
    .select(['id', 'started_at', 'ended_at', 'price_cents', 'bike_type'])
    .where('media_id', '=', mediaId)
    .where('account_id', '=', accountId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertTrips(db: Db, trips: Insertable<BikeTripsTable>[]): Promise<void> {
  if (trips.length > 0) await db.insertInto('bike_trips').values(trips).execute();
}

export async function countTrips(db: Db, mediaId: number): Promise<number> {
  const row = await db
    .selectFrom('bike_trips')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('media_id', '=', mediaId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Wrong pins since `since`, by card or by account, and the oldest of them. */
export async function countPinFailures(
  db: Db,
  since: string,
  by: { mediaId: number } | { accountId: number },
) {
  const query = db
    .selectFrom('bike_pin_failures')
    .select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);
  const row = await (
    'mediaId' in by ? query.where('media_id', '=', by.mediaId) : query.where('account_id', '=', by.accountId)
  ).executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

/** Records a wrong pin and forgets those older than the window. */
export async function recordPinFailure(
  db: Db,
  failure: { accountId: number; mediaId: number; at: string; since: string },
): Promise<void> {
  await db.deleteFrom('bike_pin_failures').where('created_at', '<=', failure.since).execute();
  await db
    .insertInto('bike_pin_failures')
    .values({ account_id: failure.accountId, media_id: failure.mediaId, created_at: failure.at })
    .execute();
}
