/**
 * The bike-reservations module's part of "Your data" (decision 049): the bike trips made by the
 * account's profiles, whether each of their cards has a bike pin (never its hash) and the wrong
 * pins counted, for the export; and the erasure: the pins of the cards released and the wrong pins
 * deleted, the free trips deleted, the priced trips kept without the person (account_id blanked),
 * as invoices are: a fare charged is part of the network's accounts, and the card they stay
 * attached to keeps its number only once released.
 */
import type { Db } from '../../db/index.js';

export async function bikeDataForExport(db: Db, accountIds: number[], mediaIds: number[]) {
  const trips =
    accountIds.length === 0
      ? []
      : await db
          .selectFrom('bike_trips')
          .select([
            'id',
            'media_id as mediaId',
            'started_at as startedAt',
            'ended_at as endedAt',
            'bike_type as bikeType',
            'price_cents as priceCents',
          ])
          .where('account_id', 'in', accountIds)
          .orderBy('started_at')
          .orderBy('id')
          .execute();
  const pins =
    mediaIds.length === 0
      ? []
      : await db
          .selectFrom('bike_pins')
          .select(['media_id as mediaId', 'updated_at as updatedAt'])
          .where('media_id', 'in', mediaIds)
          .orderBy('media_id')
          .execute();
  const wrongPins =
    accountIds.length === 0
      ? []
      : await db
          .selectFrom('bike_pin_failures')
          .select(['media_id as mediaId', 'created_at as createdAt'])
          .where('account_id', 'in', accountIds)
          .orderBy('id')
          .execute();
  return { trips, pins, wrongPins };
}

export async function eraseBikeDataOfAccounts(
  trx: Db,
  accountIds: number[],
  mediaIds: number[],
): Promise<void> {
  if (mediaIds.length > 0) await trx.deleteFrom('bike_pins').where('media_id', 'in', mediaIds).execute();
  if (accountIds.length === 0) return;
  await trx.deleteFrom('bike_pin_failures').where('account_id', 'in', accountIds).execute();
  await trx
    .deleteFrom('bike_trips')
    .where('account_id', 'in', accountIds)
    .where('price_cents', '=', 0)
    .execute();
  await trx
    .updateTable('bike_trips')
    .set({ account_id: null })
    .where('account_id', 'in', accountIds)
    .execute();
}
