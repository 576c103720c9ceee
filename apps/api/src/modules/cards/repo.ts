/** Transit cards (the media table): the queries every card call shares. */
import type { Insertable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/index.js';
import type { MediaTable } from '../../db/tables/cards.js';

/** Every column of a card but the photo bytes, which only Media/photo reads. */
export const CARD_COLUMNS = [
  'id',
  'number',
  'network_id',
  'account_id',
  'validity_end',
  'expired',
  'reloading_name',
  'holder_gender',
  'holder_name',
  'holder_firstname',
  'holder_birthdate',
  'holder_category',
  'holder_address1',
  'holder_address2',
  'holder_zipcode',
  'holder_city',
  'holder_country',
  'holder_mobile',
  'holder_landline',
  'photo_type',
  'photo_consent',
  'bookmarked',
  'consent_post',
  'consent_sms',
  'consent_email',
  'alerts_email',
  'alerts_phone',
  'alerts_delivery_mode',
  'alerts_favorite_modes',
  'alerts_favorite_lines',
  'replaced_by_id',
  'blocked_at',
] as const;

export type CardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;

export function findCard(db: Db, id: number) {
  return db.selectFrom('media').select(CARD_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The card when it belongs to the account, else undefined (missing and foreign look the same). */
export function findAccountCard(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('media')
    .select(CARD_COLUMNS)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The account's cards on a network, bookmarked first, then in the order they were issued. */
/** The cards of getCards, which every visit of /cards asks for: compiled once (db/compiled-once.ts). */
export const listAccountCards = compiledOnce((db: Db, accountId: number, networkId: number) =>
  db
    .selectFrom('media')
    .select(CARD_COLUMNS)
    .where('account_id', '=', accountId)
    .where('network_id', '=', networkId)
    .orderBy('bookmarked', 'desc')
    .orderBy('id'),
);

/** The ids of every card the account holds, on any network. */
export async function listAccountCardIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db.selectFrom('media').select('id').where('account_id', '=', accountId).execute();
  return rows.map((row) => row.id);
}

export function findCardByNumber(db: Db, networkId: number, number: string) {
  return db
    .selectFrom('media')
    .select(CARD_COLUMNS)
    .where('network_id', '=', networkId)
    .where('number', '=', number)
    .executeTakeFirst();
}

export async function updateCard(db: Db, id: number, values: Updateable<MediaTable>) {
  await db.updateTable('media').set(values).where('id', '=', id).execute();
}

/**
 * What a card keeps when it leaves an account: its number, validity, contracts and the identity
 * of its holder (civility, family name, first name, birth date), which the next association
 * checks. Everything the former account told about the holder goes: contact details, category,
 * alerts, consents, bookmark, and the photo's bytes, not only its type
 * (docs/decisions/011-api-card-ownership-and-association.md).
 */
export const RELEASED_CARD: Updateable<MediaTable> = {
  account_id: null,
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
  alerts_locale: null,
  consent_post: 0,
  consent_sms: 0,
  consent_email: 0,
};

/**
 * The card leaves the account with only what RELEASED_CARD keeps. Answers false when the card was
 * not (or no longer) the account's.
 */
/** Locks the card's row until the caller's transaction ends (a no-op update, on both dialects). */
export async function lockCardRow(db: Db, id: number): Promise<void> {
  await db
    .updateTable('media')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

export async function releaseCard(db: Db, id: number, accountId: number): Promise<boolean> {
  const released = await db
    .updateTable('media')
    .set(RELEASED_CARD)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(released.numUpdatedRows) > 0;
}

/** Gives the card to the account if no account holds it; answers whether it did. */
export async function claimCardRow(
  db: Db,
  mediaId: number,
  accountId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set({ account_id: accountId, associated_at: now })
    .where('id', '=', mediaId)
    .where('account_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The photo bytes, which only Media/photo reads (CARD_COLUMNS leaves them out). */
export async function findPhoto(db: Db, mediaId: number): Promise<Uint8Array | null> {
  const row = await db.selectFrom('media').select('photo').where('id', '=', mediaId).executeTakeFirst();
  return row?.photo ?? null;
}

/**
 * A new card for the holder of `fromId`: the same network, account, holder, photo (its bytes and
 * consent), alerts, consents and bookmark, with its own number. Answers its id.
 */
export async function insertCopyOfCard(db: Db, fromId: number, number: string, at: string): Promise<number> {
  const {
    id: _id,
    number: _number,
    created_at: _created,
    associated_at: _associated,
    replaced_by_id: _replacedBy,
    blocked_at: _blocked,
    expired: _expired,
    ...kept
  } = await db.selectFrom('media').selectAll().where('id', '=', fromId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('media')
    .values({
      ...kept,
      number,
      expired: 0,
      created_at: at,
      associated_at: kept.account_id === null ? null : at,
      replaced_by_id: null,
      blocked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The network's range is opened once, at its first card (decision 074); an open one is kept. */
export async function openNumberRange(
  db: Db,
  networkId: number,
  range: { prefix: string; first: number; last: number },
): Promise<void> {
  await db
    .insertInto('card_number_ranges')
    .values({ network_id: networkId, prefix: range.prefix, next_value: range.first, last_value: range.last })
    .onConflict((oc) => oc.column('network_id').doNothing())
    .execute();
}

/**
 * Takes the range's next number in one statement (the counter moves up by one and answers the
 * value taken), or undefined when the range is used up.
 */
export async function takeNextNumber(
  db: Db,
  networkId: number,
): Promise<{ prefix: string; value: number } | undefined> {
  const row = await db
    .updateTable('card_number_ranges')
    .set((eb) => ({ next_value: eb('next_value', '+', 1) }))
    .where('network_id', '=', networkId)
    .whereRef('next_value', '<=', 'last_value')
    .returning(['prefix', 'next_value'])
    .executeTakeFirst();
  return row ? { prefix: row.prefix, value: Number(row.next_value) - 1 } : undefined;
}

export async function numberTaken(db: Db, number: string): Promise<boolean> {
  const row = await db.selectFrom('media').select('id').where('number', '=', number).executeTakeFirst();
  return row !== undefined;
}

/** A new card (a paid new-card request): answers its id. */
export async function insertNewCard(db: Db, card: Insertable<MediaTable>): Promise<number> {
  const row = await db.insertInto('media').values(card).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The held cards of a network whose traffic alerts are on (a delivery mode chosen), with what an
 * alert needs: the traffic alerts job reads them (decision 053).
 */
export function listCardsWithAlerts(db: Db, networkId: number) {
  return db
    .selectFrom('media')
    .select([
      'id',
      'account_id',
      'alerts_email',
      'alerts_phone',
      'alerts_delivery_mode',
      'alerts_favorite_modes',
      'alerts_favorite_lines',
      'alerts_locale',
      'holder_firstname',
    ])
    .where('network_id', '=', networkId)
    .where('account_id', 'is not', null)
    .where('alerts_delivery_mode', 'is not', null)
    .orderBy('id')
    .execute();
}
