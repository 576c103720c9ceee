/**
 * Issue 6, privacy: a card no account holds keeps only its holder's identity (civility, names,
 * birth date) with its number and contracts. Cards released before this rule still carry the
 * former account's address, phones, category, alerts, consents and photo: this clears them once,
 * as releasing a card now does (docs/decisions/011-api-card-ownership-and-association.md).
 * Frozen in time: the list is written out here, not imported from the cards module.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db
    .updateTable('media')
    .set({
      associated_at: null,
      bookmarked: 0,
      holder_category: null,
      holder_address1: null,
      holder_address2: null,
      holder_zipcode: null,
      holder_city: null,
      holder_country: null,
      holder_mobile: null,
      holder_landline: null,
      photo: null,
      photo_type: null,
      photo_width: null,
      photo_height: null,
      photo_updated_at: null,
      photo_consent: 0,
      alerts_email: null,
      alerts_phone: null,
      alerts_delivery_mode: null,
      alerts_favorite_modes: null,
      alerts_favorite_lines: null,
      consent_post: 0,
      consent_sms: 0,
      consent_email: 0,
    })
    .where('account_id', 'is', null)
    .execute();
}
