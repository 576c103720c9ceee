/**
 * The network's stops and the trips between two of them (Transit/getODStops, Transit/getODTrips,
 * docs/decisions/045): a stop search by name (accents and case ignored) and mode, and, for an
 * origin and a destination, each line serving both, in the direction that goes there, with its
 * next departures. The network is small (tens of stops): it is read whole and filtered here, the
 * same on both databases.
 */
import {
  NEXT_DEPARTURES,
  STOP_SEARCH_LIMIT,
  TRANSIT_MODES,
  type OdTrip,
  type OdTrips,
  type TransitMode,
  type TransitStop,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { findNetwork } from '../catalog/service.js';
import { listLineStopRows, listStopRows } from './network-repo.js';
import { nextDepartures } from './timetable.js';

type LineStop = Awaited<ReturnType<typeof listLineStopRows>>[number];

function isTransitMode(mode: string): mode is TransitMode {
  return (TRANSIT_MODES as readonly string[]).includes(mode);
}

/** Lower case, without accents, apostrophes and dashes as spaces: how a name is searched. */
export function foldStopName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'\-–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function activeNetwork(db: Db, networkId: number): Promise<void> {
  const network = await findNetwork(db, networkId);
  if (!network || network.status !== 'ACTIVE') throw new AppError('NETWORK_NOT_FOUND');
}

function modesByStop(lineStops: LineStop[]): Map<number, TransitMode[]> {
  const modes = new Map<number, TransitMode[]>();
  for (const row of lineStops) {
    if (!isTransitMode(row.mode)) continue;
    const list = modes.get(row.stopId) ?? [];
    if (!list.includes(row.mode)) list.push(row.mode);
    modes.set(row.stopId, list);
  }
  for (const list of modes.values()) list.sort((a, b) => TRANSIT_MODES.indexOf(a) - TRANSIT_MODES.indexOf(b));
  return modes;
}

/**
 * Every stop a line of the network serves, with the modes serving it, by name. Sorted here rather
 * than by the database, whose collations differ (SQLite puts 'Île' after 'S'). Networks/getNetworks.json
 * answers them as the network's `stops` (decision 064).
 */
export async function servedStops(db: Db, networkId: number): Promise<TransitStop[]> {
  const [stops, lineStops] = await Promise.all([
    listStopRows(db, networkId),
    listLineStopRows(db, networkId),
  ]);
  const modes = modesByStop(lineStops);
  return stops
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id)
    .map((stop) => ({ ...stop, modes: modes.get(stop.id) ?? [] }))
    .filter((stop) => stop.modes.length > 0);
}

/** The network's stops whose name (or town) holds every word searched, served by `mode` when given. */
export async function searchStops(
  db: Db,
  networkId: number,
  search: { name?: string; mode?: TransitMode },
): Promise<TransitStop[]> {
  await activeNetwork(db, networkId);
  const words = foldStopName(search.name ?? '')
    .split(' ')
    .filter(Boolean);
  return (await servedStops(db, networkId))
    .filter((stop) => !search.mode || stop.modes.includes(search.mode))
    .filter((stop) => {
      const text = foldStopName(`${stop.name} ${stop.town}`);
      return words.every((word) => text.includes(word));
    })
    .slice(0, STOP_SEARCH_LIMIT);
}

function tripOf(
  line: LineStop[],
  ends: { origin: LineStop; destination: LineStop },
  names: Map<number, string>,
  after: number,
): OdTrip | null {
  const { origin, destination } = ends;
  const head = line[0]!;
  if (!isTransitMode(head.mode)) return null;
  const forward = origin.position < destination.position;
  const total = line[line.length - 1]!.minutes;
  // The other way, a vehicle leaves the last stop on the same timetable.
  const offset = forward ? origin.minutes : total - origin.minutes;
  const terminus = forward ? line[line.length - 1]! : head;
  return {
    line: { code: head.code, name: head.name, mode: head.mode, color: head.color },
    headsign: names.get(terminus.stopId) ?? '',
    durationMinutes: Math.abs(destination.minutes - origin.minutes),
    departures: nextDepartures(
      { first: head.firstDeparture, last: head.lastDeparture, headway: head.headwayMinutes },
      offset,
      after,
      NEXT_DEPARTURES,
    ),
  };
}

/**
 * The lines from `originId` to `destinationId`, soonest first. A stop of another network is
 * unknown (404 STOP_NOT_FOUND); the same stop twice is 400 SAME_ORIGIN_AND_DESTINATION.
 */
export async function odTrips(
  db: Db,
  networkId: number,
  query: { originId: number; destinationId: number; after: number },
): Promise<OdTrips> {
  await activeNetwork(db, networkId);
  if (query.originId === query.destinationId) throw new AppError('SAME_ORIGIN_AND_DESTINATION');
  const [stops, lineStops] = await Promise.all([
    listStopRows(db, networkId),
    listLineStopRows(db, networkId),
  ]);
  const stopOf = (id: number) => stops.find((stop) => stop.id === id);
  const originRow = stopOf(query.originId);
  const destinationRow = stopOf(query.destinationId);
  if (!originRow || !destinationRow) throw new AppError('STOP_NOT_FOUND');
  const modes = modesByStop(lineStops);
  const names = new Map(stops.map((stop) => [stop.id, stop.name]));

  const lines = new Map<number, LineStop[]>();
  for (const row of lineStops) lines.set(row.lineId, [...(lines.get(row.lineId) ?? []), row]);
  const trips: OdTrip[] = [];
  for (const line of lines.values()) {
    const origin = line.find((row) => row.stopId === query.originId);
    const destination = line.find((row) => row.stopId === query.destinationId);
    if (!origin || !destination) continue;
    const trip = tripOf(line, { origin, destination }, names, query.after);
    if (trip) trips.push(trip);
  }
  // Soonest first; ISO instants of one format sort as text.
  trips.sort((a, b) => (a.departures[0] ?? '~').localeCompare(b.departures[0] ?? '~'));
  return {
    origin: { ...originRow, modes: modes.get(originRow.id) ?? [] },
    destination: { ...destinationRow, modes: modes.get(destinationRow.id) ?? [] },
    trips,
  };
}
