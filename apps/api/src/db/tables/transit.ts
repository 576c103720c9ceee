/**
 * Row types of the tables of modules/transit, their one owner (apps/api/README.md). Validations:
 * the punches of a card on a bus or a boat. The network's stops, its lines and the ordered stops
 * of each line with their timetable (docs/decisions/045).
 */
import type { Generated } from 'kysely';

export type ValidationsTable = {
  id: Generated<number>;
  media_id: number;
  account_id: number | null;
  mode: string;
  line: string;
  validated_at: string;
};

export type TransitStopsTable = {
  id: number;
  network_id: number;
  name: string;
  town: string;
};

export type TransitLinesTable = {
  id: number;
  network_id: number;
  code: string;
  name: string;
  mode: string;
  color: string;
  first_departure: string;
  last_departure: string;
  headway_minutes: number;
};

export type TransitLineStopsTable = {
  line_id: number;
  position: number;
  stop_id: number;
  minutes: number;
};
