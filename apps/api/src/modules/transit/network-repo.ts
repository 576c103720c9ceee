/** The transit network's tables: stops, lines, and the ordered stops of each line. */
import type { Db } from '../../db/index.js';

export function listStopRows(db: Db, networkId: number) {
  return db
    .selectFrom('transit_stops')
    .select(['id', 'name', 'town'])
    .where('network_id', '=', networkId)
    .execute();
}

/** Every (line, stop) of the network, with the line's timetable, in each line's order. */
export function listLineStopRows(db: Db, networkId: number) {
  return db
    .selectFrom('transit_line_stops')
    .innerJoin('transit_lines', 'transit_lines.id', 'transit_line_stops.line_id')
    .select([
      'transit_lines.id as lineId',
      'transit_lines.code',
      'transit_lines.name',
      'transit_lines.mode',
      'transit_lines.color',
      'transit_lines.first_departure as firstDeparture',
      'transit_lines.last_departure as lastDeparture',
      'transit_lines.headway_minutes as headwayMinutes',
      'transit_line_stops.position',
      'transit_line_stops.stop_id as stopId',
      'transit_line_stops.minutes',
    ])
    .where('transit_lines.network_id', '=', networkId)
    .orderBy('transit_lines.id')
    .orderBy('transit_line_stops.position')
    .execute();
}

/** Every line of the network: its code and mode (what favourite lines and disruptions name). */
export function listLineRows(db: Db, networkId: number) {
  return db
    .selectFrom('transit_lines')
    .select(['code', 'name', 'mode', 'color'])
    .where('network_id', '=', networkId)
    .orderBy('id')
    .execute();
}
