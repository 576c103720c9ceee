/**
 * The intelligence module's part of "Your data" (decision 049): the geolocation consent and the
 * coarse positions (0.01°, a day at most) for the export, and the erasure: both deleted.
 */
import type { Db } from '../../db/index.js';

export async function geolocationForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return { consents: [], positions: [] };
  const consents = await db
    .selectFrom('geolocation_consents')
    .select(['account_id as userId', 'granted_at as grantedAt'])
    .where('account_id', 'in', accountIds)
    .orderBy('account_id')
    .execute();
  const positions = await db
    .selectFrom('geolocations')
    .select(['account_id as userId', 'latitude', 'longitude', 'recorded_at as recordedAt'])
    .where('account_id', 'in', accountIds)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  return { consents, positions };
}

export async function eraseGeolocationOfAccounts(trx: Db, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await trx.deleteFrom('geolocations').where('account_id', 'in', accountIds).execute();
  await trx.deleteFrom('geolocation_consents').where('account_id', 'in', accountIds).execute();
}
