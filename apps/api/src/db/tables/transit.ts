/**
 * Row types of the tables of modules/transit, their one owner (apps/api/README.md). Validations:
 * the punches of a card on a bus or a boat.
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
