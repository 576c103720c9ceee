/**
 * The contract of the transit calls (decision 067): Ticket/punchTicket.json (a validation on a
 * bus or a boat) and the network's Transit/getODStops and Transit/getODTrips (calls-transit.ts).
 */
import { z } from 'zod';
import { STOP_SEARCH_MAX_LENGTH, TRANSIT_MODES, odStopsResponse, odTripsResponse } from '../transit.js';
import { MESSAGE_KEYS } from '../validation.js';
import { idField, publicRequest, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

const networkIdField = idField
  .optional()
  .describe('Networks/getNetworks.json’s networkId; the portal’s network by default');

const AFTER_MIN = Date.parse('2000-01-01T00:00:00Z');
const AFTER_MAX = Date.parse('2100-01-01T00:00:00Z');

export const TRANSIT_CONTRACT = {
  punchTicket: {
    request: sessionRequest({
      mediaId: idField,
      mode: z.enum(TRANSIT_MODES),
      line: z
        .string()
        .trim()
        .min(1)
        .max(20)
        .describe('The line, as its vehicles show it, e.g. "3" or "Navette"'),
    }),
    response: z.object({
      validation: z.object({
        id: z.number().int(),
        mediaId: z.number().int(),
        mode: z.enum(TRANSIT_MODES),
        line: z.string(),
        validatedAt: z.string().describe('ISO 8601 instant'),
      }),
      settled: z.array(z.number().int()).describe('Contracts whose pending sale this validation settled'),
    }),
  },
  /** The network's stops, by name and mode. */
  getODStops: {
    request: publicRequest({
      network_id: networkIdField,
      name: z
        .string()
        .trim()
        .max(STOP_SEARCH_MAX_LENGTH)
        .optional()
        .describe('Words of the stop’s name or town, accents and case ignored; every stop when absent'),
      mode: z.enum(TRANSIT_MODES).optional().describe('Only the stops this mode serves'),
    }),
    response: odStopsResponse,
  },
  /** The lines between two stops, with their next departures. */
  getODTrips: {
    request: publicRequest({
      network_id: networkIdField,
      origin: idField.describe('The departure stop, an id of Transit/getODStops'),
      destination: idField.describe('The arrival stop, another id of Transit/getODStops'),
      after: z.iso
        .datetime({ offset: true, error: MESSAGE_KEYS.invalidValue })
        // A timetable says nothing of year 1 or 10000 (and Date.UTC reads years 0-99 as 19xx).
        .refine((instant) => Date.parse(instant) >= AFTER_MIN && Date.parse(instant) < AFTER_MAX, {
          error: MESSAGE_KEYS.invalidValue,
        })
        .optional()
        .describe('ISO 8601 instant, from 2000 to 2099: the departures from then on; now by default'),
    }),
    response: odTripsResponse,
  },
} as const satisfies AreaContract;
