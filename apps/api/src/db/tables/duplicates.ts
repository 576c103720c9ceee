/**
 * Row types of the tables of modules/duplicates, their one owner (apps/api/README.md). Duplicate
 * requests: one open (AWAITING_PAYMENT) per card at most.
 */
import type { Generated } from 'kysely';

export type DuplicateRequestsTable = {
  id: Generated<number>;
  media_id: number;
  account_id: number;
  reason: string;
  /** AWAITING_PAYMENT while open, then PAID or CANCELLED. */
  status: string;
  product_id: number;
  price_cents: number;
  created_at: string;
  closed_at: string | null;
};
