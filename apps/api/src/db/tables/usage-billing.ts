/**
 * Row types of the table of modules/usage-billing, its one owner (apps/api/README.md; decision
 * 068).
 */
import type { Generated } from 'kysely';

/**
 * One month of a post-payment card's journeys billed to an account (docs/decisions/032): its
 * POST_PAYMENT_USAGE order. Unique (account_id, media_id, month): a month is billed once.
 */
export type UsageBillsTable = {
  id: Generated<number>;
  account_id: number;
  media_id: number;
  /** YYYY-MM (UTC). */
  month: string;
  order_id: number;
  created_at: string;
};

export type UsageBillingDatabase = {
  usage_bills: UsageBillsTable;
};
