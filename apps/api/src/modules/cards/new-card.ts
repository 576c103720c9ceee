/**
 * New card numbers, and the card a paid new-card request issues (card-requests module, through
 * service.ts): the cards module owns `media`, so the card is written here.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { insertNewCard, numberTaken } from './repo.js';

/** The network's card numbers: 10 digits beginning with 41, like the seeded cards. */
const CARD_NUMBER_PREFIX = '41';

/** An unused card number of the network, drawn at random (10^8 of them: a redraw is rare). */
export async function freshCardNumber(db: Db): Promise<string> {
  for (;;) {
    const number = `${CARD_NUMBER_PREFIX}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
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
  const number = await freshCardNumber(db);
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
