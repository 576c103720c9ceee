/**
 * Row types of the tables of modules/association, their one owner (apps/api/README.md). Failed
 * card associations, counted for the rate limit.
 */
import type { Generated } from 'kysely';

/** One row per failed association (card number and holder name refused), for the rate limit. */
export type AssociationAttemptsTable = {
  id: Generated<number>;
  account_id: number;
  address: string;
  created_at: string;
};
