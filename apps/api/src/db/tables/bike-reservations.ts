/**
 * Row types of the tables of modules/bike-reservations, their one owner (apps/api/README.md):
 * the bike trips made with a card, each card's bike pin (hashed) and the wrong pins counted for
 * the rate limit.
 */
import type { Generated } from 'kysely';

export type BikePinsTable = {
  media_id: number;
  /** argon2id of the four digits. */
  pin_hash: string;
  updated_at: string;
};

export type BikeTripsTable = {
  id: Generated<number>;
  media_id: number;
  /** The account that held the card during the trip. */
  account_id: number | null;
  started_at: string;
  ended_at: string;
  price_cents: number;
  /** MECHANICAL or ELECTRIC. */
  bike_type: string;
};

/** One row per wrong pin, for the rate limit (per card and per account). */
export type BikePinFailuresTable = {
  id: Generated<number>;
  account_id: number;
  media_id: number;
  created_at: string;
};

export type BikeReservationsDatabase = {
  bike_pins: BikePinsTable;
  bike_trips: BikeTripsTable;
  bike_pin_failures: BikePinFailuresTable;
};
