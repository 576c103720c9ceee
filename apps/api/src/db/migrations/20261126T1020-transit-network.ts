/**
 * Issue 11, the network's stops, lines and their timetables (Transit/getODStops, getODTrips): a
 * line runs both ways along its ordered stops, from its first to its last departure every
 * `headway_minutes` (a frequency-based timetable, as GTFS's frequencies.txt), each stop reached
 * `minutes` after the line's start.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('transit_stops')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('town', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('transit_stops_network_idx').on('transit_stops').column('network_id').execute();

  await db.schema
    .createTable('transit_lines')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id').onDelete('cascade'))
    // As the vehicles show it; what a card's favourite lines keep.
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('BUS', 'BOAT')`))
    .addColumn('color', 'text', (col) => col.notNull())
    // HH:MM, local time of the network, at the line's first stop (and its last, the other way).
    .addColumn('first_departure', 'text', (col) => col.notNull())
    .addColumn('last_departure', 'text', (col) => col.notNull())
    .addColumn('headway_minutes', 'integer', (col) => col.notNull().check(sql`headway_minutes > 0`))
    .addUniqueConstraint('transit_lines_network_code_unique', ['network_id', 'code'])
    .execute();

  await db.schema
    .createTable('transit_line_stops')
    .addColumn('line_id', 'integer', (col) =>
      col.notNull().references('transit_lines.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('stop_id', 'integer', (col) =>
      col.notNull().references('transit_stops.id').onDelete('cascade'),
    )
    // Minutes from the line's first stop.
    .addColumn('minutes', 'integer', (col) => col.notNull().check(sql`minutes >= 0`))
    .addPrimaryKeyConstraint('transit_line_stops_pk', ['line_id', 'position'])
    .execute();
  await db.schema
    .createIndex('transit_line_stops_stop_idx')
    .on('transit_line_stops')
    .column('stop_id')
    .execute();
}
