/**
 * Row types of the tables of modules/intelligence, their one owner (apps/api/README.md): the
 * accounts that agreed to share their position, and the coarse positions they sent (a day at most).
 */
import type { Generated } from 'kysely';

export type GeolocationConsentsTable = {
  account_id: number;
  granted_at: string;
};

export type GeolocationsTable = {
  id: Generated<number>;
  account_id: number;
  /** Rounded to 0.01° (packages/domain geolocation.ts) before it is stored. */
  latitude: number;
  longitude: number;
  recorded_at: string;
};

export type IntelligenceDatabase = {
  geolocation_consents: GeolocationConsentsTable;
  geolocations: GeolocationsTable;
};
