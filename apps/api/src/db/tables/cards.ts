/**
 * Row types of the tables of modules/cards, their one owner (apps/api/README.md). Transit cards
 * (media) with their holder, photo, alerts and consents.
 */
import type { Generated } from 'kysely';
import type { Flag } from './columns.js';

export type MediaTable = {
  id: Generated<number>;
  number: string;
  network_id: number;
  account_id: number | null;
  validity_end: string;
  expired: Flag;
  reloading_name: string | null;
  holder_gender: string;
  holder_name: string;
  holder_firstname: string;
  holder_birthdate: string;
  holder_category: string | null;
  holder_address1: string | null;
  holder_address2: string | null;
  holder_zipcode: string | null;
  holder_city: string | null;
  holder_country: string | null;
  holder_mobile: string | null;
  holder_landline: string | null;
  photo: Uint8Array | null;
  photo_type: string | null;
  created_at: string;
  bookmarked: Generated<Flag>;
  photo_consent: Generated<Flag>;
  photo_width: number | null;
  photo_height: number | null;
  photo_updated_at: string | null;
  consent_post: Generated<Flag>;
  consent_sms: Generated<Flag>;
  consent_email: Generated<Flag>;
  alerts_email: string | null;
  alerts_phone: string | null;
  /** EMAIL or SMS; null when the card has no traffic alerts. */
  alerts_delivery_mode: string | null;
  /** JSON arrays of transport mode codes and of line names. */
  alerts_favorite_modes: string | null;
  alerts_favorite_lines: string | null;
  /** The language the alerts were saved in: what they are sent in (migration 20261126T1210). */
  alerts_locale: string | null;
  associated_at: string | null;
  /** The card a paid duplicate replaced this one with (migration 20261125T0935). */
  replaced_by_id: number | null;
  /** When a paid duplicate blocked this card: it reads as expired from then on. */
  blocked_at: string | null;
};

/**
 * The network's range of card numbers (decision 074): `prefix` then 8 digits, from `next_value`
 * to `last_value`; the counter only goes up, so a number once given is never given again.
 */
export type CardNumberRangesTable = {
  network_id: number;
  prefix: string;
  next_value: number;
  last_value: number;
};
