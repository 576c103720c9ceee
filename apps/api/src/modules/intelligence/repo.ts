/** The geolocation_consents and geolocations tables. */
import type { Db } from '../../db/index.js';

export function findConsent(db: Db, accountId: number) {
  return db
    .selectFrom('geolocation_consents')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Records the consent; given again, the first date stays. */
export async function insertConsent(db: Db, accountId: number, at: string): Promise<void> {
  await db
    .insertInto('geolocation_consents')
    .values({ account_id: accountId, granted_at: at })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}

export async function deleteConsent(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('geolocation_consents').where('account_id', '=', accountId).execute();
}

export async function insertGeolocation(
  db: Db,
  row: { accountId: number; latitude: number; longitude: number; at: string },
): Promise<void> {
  await db
    .insertInto('geolocations')
    .values({
      account_id: row.accountId,
      latitude: row.latitude,
      longitude: row.longitude,
      recorded_at: row.at,
    })
    .execute();
}

export async function deleteGeolocationsOf(db: Db, accountId: number): Promise<number> {
  const result = await db.deleteFrom('geolocations').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteGeolocationsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('geolocations').where('recorded_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listGeolocationsOf(db: Db, accountId: number) {
  return db
    .selectFrom('geolocations')
    .select(['latitude', 'longitude', 'recorded_at'])
    .where('account_id', '=', accountId)
    .orderBy('recorded_at')
    .execute();
}
