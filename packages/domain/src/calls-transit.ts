/** The calls of one area of the table (calls.ts): Transit/getODStops and Transit/getODTrips (spec §7, issue 11). */
import type { Call } from './calls.js';

export const TRANSIT_CALLS = {
  getODStops: { method: 'GET', path: 'Transit/getODStops', access: 'public' },
  getODTrips: { method: 'GET', path: 'Transit/getODTrips', access: 'public' },
} as const satisfies Record<string, Call>;
