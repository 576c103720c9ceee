/**
 * New card numbers, and the card a paid new-card request issues (card-requests module, through
 * service.ts): the cards module owns `media`, so the card is written here.
 */
import type { Db } from '../../db/index.js';
import { insertNewCard, numberTaken, openNumberRange, takeNextNumber } from './repo.js';

/**
 * The network's card numbers (decision 074): 10 digits beginning with 41, like the seeded cards,
 * given in order from the network's range. The range starts above the seeded and demo numbers
 * (41000000xx–41000002xx); a number already on a card (one drawn at random before the range
 * existed) is passed over.
 */
export const CARD_NUMBER_RANGE = { prefix: '41', first: 10_000_000, last: 99_999_999 } as const;

/**
 * The next unused number of the network's range, never given twice: the counter moves in one
 * conditional statement (the row is held until the caller's transaction ends, on SQLite by its
 * write lock, on PostgreSQL by the row's lock), so two cards made at once get two numbers, and a
 * number stays given even when its card is later deleted. Throws when the range is used up.
 */
export async function freshCardNumber(db: Db, networkId: number): Promise<string> {
  await openNumberRange(db, networkId, CARD_NUMBER_RANGE);
  for (;;) {
    const taken = await takeNextNumber(db, networkId);
    if (!taken) throw new Error(`the card number range of network ${networkId} is used up`);
    const number = `${taken.prefix}${String(taken.value).padStart(8, '0')}`;
    if (!(await numberTaken(db, number))) return number;
  }
}

/** A new card is valid this many years from its issue, like the network's cards. */
const NEW_CARD_VALIDITY_YEARS = 5;

/** What a paid new-card request gives the card it issues (card-requests module). */
export type NewCard = {
  networkId: number;
  accountId: number;
  holder: {
    gender: string;
    name: string;
    firstname: string;
    birthdate: string;
    category: string | null;
    address1: string;
    address2: string | null;
    zipcode: string;
    city: string;
    country: string;
    mobile: string;
    landline: string | null;
  };
  /** The holder's photo, re-encoded when uploaded (documents module), kept with the consent given. */
  photo: { data: Buffer; width: number; height: number } | null;
  alerts: {
    email: string | null;
    phone: string | null;
    deliveryMode: string | null;
    favoriteModes: string | null;
    favoriteLines: string | null;
  };
  consents: { post: boolean; sms: boolean; email: boolean };
};

/**
 * A paid new-card request: a card with a new number, associated to the account, with the
 * request's holder, photo, alerts and consents, valid five years. Run it in the paying
 * transaction; the caller loads the product. Answers the card.
 */
export async function issueCard(db: Db, card: NewCard, at: string): Promise<{ id: number; number: string }> {
  const number = await freshCardNumber(db, card.networkId);
  const validity = new Date(at);
  validity.setUTCFullYear(validity.getUTCFullYear() + NEW_CARD_VALIDITY_YEARS);
  const id = await insertNewCard(db, {
    number,
    network_id: card.networkId,
    account_id: card.accountId,
    validity_end: validity.toISOString().slice(0, 10),
    expired: 0,
    reloading_name: null,
    holder_gender: card.holder.gender,
    holder_name: card.holder.name,
    holder_firstname: card.holder.firstname,
    holder_birthdate: card.holder.birthdate,
    holder_category: card.holder.category,
    holder_address1: card.holder.address1,
    holder_address2: card.holder.address2,
    holder_zipcode: card.holder.zipcode,
    holder_city: card.holder.city,
    holder_country: card.holder.country,
    holder_mobile: card.holder.mobile,
    holder_landline: card.holder.landline,
    photo: card.photo?.data ?? null,
    photo_type: card.photo ? 'image/jpeg' : null,
    photo_width: card.photo?.width ?? null,
    photo_height: card.photo?.height ?? null,
    photo_updated_at: card.photo ? at : null,
    photo_consent: card.photo ? 1 : 0,
    consent_post: card.consents.post ? 1 : 0,
    consent_sms: card.consents.sms ? 1 : 0,
    consent_email: card.consents.email ? 1 : 0,
    alerts_email: card.alerts.email,
    alerts_phone: card.alerts.phone,
    alerts_delivery_mode: card.alerts.deliveryMode,
    alerts_favorite_modes: card.alerts.favoriteModes,
    alerts_favorite_lines: card.alerts.favoriteLines,
    created_at: at,
    associated_at: at,
    replaced_by_id: null,
    blocked_at: null,
  });
  return { id, number };
}
