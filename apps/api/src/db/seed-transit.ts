/**
 * The fictional network of Port-Marin as stops, lines and timetables (docs/decisions/045): four
 * bus lines through the town and to Saint-Aubin-sur-Mer, two sea shuttles from the harbour. A
 * line's stops are listed in order with the minutes from its first stop; it runs both ways.
 */
import type { TransitMode } from '@oceane/domain';
import type { Db } from './index.js';
import { NETWORK } from './seed-catalogue.js';

export const TRANSIT_STOPS: { id: number; name: string; town: string }[] = [
  { id: 1, name: 'Gare SNCF', town: 'Port-Marin' },
  { id: 2, name: 'Hôtel de Ville', town: 'Port-Marin' },
  { id: 3, name: 'Place du Marché', town: 'Port-Marin' },
  { id: 4, name: 'Quai des Pêcheurs', town: 'Port-Marin' },
  { id: 5, name: 'Gare maritime', town: 'Port-Marin' },
  { id: 6, name: 'Les Dunes', town: 'Port-Marin' },
  { id: 7, name: 'Hôpital de la Côte', town: 'Port-Marin' },
  { id: 8, name: 'Collège Jean-Bart', town: 'Port-Marin' },
  { id: 9, name: 'Campus de l’Estran', town: 'Port-Marin' },
  { id: 10, name: 'Rond-point des Tamaris', town: 'Port-Marin' },
  { id: 11, name: 'Zone d’activités du Phare', town: 'Port-Marin' },
  { id: 12, name: 'Saint-Aubin Centre', town: 'Saint-Aubin-sur-Mer' },
  { id: 13, name: 'Saint-Aubin Port', town: 'Saint-Aubin-sur-Mer' },
  { id: 14, name: 'Les Grèves', town: 'Port-Marin' },
  { id: 15, name: 'Île aux Mouettes – Embarcadère', town: 'Île aux Mouettes' },
  { id: 16, name: 'La Pointe – Ponton', town: 'Saint-Aubin-sur-Mer' },
];

type LineSeed = {
  id: number;
  code: string;
  name: string;
  mode: TransitMode;
  color: string;
  first: string;
  last: string;
  headway: number;
  /** [stop id, minutes from the first stop], in order. */
  stops: [number, number][];
};

// Badge colours all carry white text at 4.5:1 or more.
export const TRANSIT_LINES: LineSeed[] = [
  {
    id: 1,
    code: '1',
    name: 'Gare SNCF – Les Dunes',
    mode: 'BUS',
    color: '#0b5394',
    first: '06:00',
    last: '21:30',
    headway: 15,
    stops: [
      [1, 0],
      [2, 4],
      [3, 7],
      [4, 10],
      [5, 13],
      [6, 20],
    ],
  },
  {
    id: 2,
    code: '2',
    name: 'Hôpital de la Côte – Campus de l’Estran',
    mode: 'BUS',
    color: '#7a1f5c',
    first: '06:30',
    last: '20:30',
    headway: 20,
    stops: [
      [7, 0],
      [3, 6],
      [2, 9],
      [8, 13],
      [9, 19],
    ],
  },
  {
    id: 3,
    code: '3',
    name: 'Gare SNCF – Saint-Aubin Port',
    mode: 'BUS',
    color: '#1e6b3a',
    first: '06:15',
    last: '20:15',
    headway: 30,
    stops: [
      [1, 0],
      [10, 8],
      [11, 14],
      [12, 24],
      [13, 28],
    ],
  },
  {
    id: 4,
    code: 'N1',
    name: 'Gare maritime – Les Grèves',
    mode: 'BUS',
    color: '#3d3d3d',
    first: '20:00',
    last: '23:00',
    headway: 60,
    stops: [
      [5, 0],
      [3, 5],
      [2, 8],
      [14, 16],
    ],
  },
  {
    id: 5,
    code: 'B1',
    name: 'Navette de l’île aux Mouettes',
    mode: 'BOAT',
    color: '#005f73',
    first: '07:00',
    last: '19:00',
    headway: 60,
    stops: [
      [5, 0],
      [15, 15],
    ],
  },
  {
    id: 6,
    code: 'B2',
    name: 'Navette de la Pointe',
    mode: 'BOAT',
    color: '#264653',
    first: '07:30',
    last: '18:30',
    headway: 90,
    stops: [
      [4, 0],
      [16, 12],
      [13, 25],
    ],
  },
];

/** Inserts what is absent, keyed by id (stops, lines) and by line and position; changes nothing already there. */
export async function seedTransit(db: Db): Promise<void> {
  await db
    .insertInto('transit_stops')
    .values(TRANSIT_STOPS.map((stop) => ({ ...stop, network_id: NETWORK.id })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('transit_lines')
    .values(
      TRANSIT_LINES.map((line) => ({
        id: line.id,
        network_id: NETWORK.id,
        code: line.code,
        name: line.name,
        mode: line.mode,
        color: line.color,
        first_departure: line.first,
        last_departure: line.last,
        headway_minutes: line.headway,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('transit_line_stops')
    .values(
      TRANSIT_LINES.flatMap((line) =>
        line.stops.map(([stopId, minutes], position) => ({
          line_id: line.id,
          position,
          stop_id: stopId,
          minutes,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['line_id', 'position']).doNothing())
    .execute();
}
