/**
 * The network's stops, lines and trips as the portal reads them (spec §7 Transit/getODStops and
 * Transit/getODTrips): an origin and a destination give the lines serving both, with the times of
 * their next departures; a line's `code` is what a card's favourite lines keep (card-alerts.ts).
 */
import { z } from 'zod';

/** The modes that have stops and timetables; bikes and car sharing have neither. */
export const TRANSIT_MODES = ['BUS', 'BOAT'] as const;
export type TransitMode = (typeof TRANSIT_MODES)[number];

/** The longest stop name searched; the shortest search that filters (shorter lists every stop). */
export const STOP_SEARCH_MAX_LENGTH = 60;
/** The most stops one search answers. */
export const STOP_SEARCH_LIMIT = 20;
/** How many next departures each trip lists. */
export const NEXT_DEPARTURES = 3;

export const transitLineSchema = z.object({
  code: z.string().describe('As the vehicles show it ("3", "N1", "B2"); what favourite lines keep'),
  name: z.string().describe('Its two ends, e.g. "Gare maritime – Les Dunes"'),
  mode: z.enum(TRANSIT_MODES),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .describe('Background of its badge, dark enough for white text'),
});
export type TransitLine = z.infer<typeof transitLineSchema>;

export const transitStopSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  town: z.string(),
  modes: z.array(z.enum(TRANSIT_MODES)).describe('The modes of the lines that serve it'),
});
export type TransitStop = z.infer<typeof transitStopSchema>;

export const odStopsResponse = z.object({ stops: z.array(transitStopSchema) });
export type OdStops = z.infer<typeof odStopsResponse>;

/** One line from the origin to the destination, in the direction that goes there. */
export const odTripSchema = z.object({
  line: transitLineSchema,
  headsign: z.string().describe('The terminus the vehicle shows, in the direction of travel'),
  durationMinutes: z.number().int().positive(),
  departures: z
    .array(z.string())
    .describe('The next departures from the origin, ISO 8601 instants (the timetable is Europe/Paris time)'),
});
export type OdTrip = z.infer<typeof odTripSchema>;

export const odTripsResponse = z.object({
  origin: transitStopSchema,
  destination: transitStopSchema,
  trips: z.array(odTripSchema).describe('Empty when no single line serves both stops'),
});
export type OdTrips = z.infer<typeof odTripsResponse>;
