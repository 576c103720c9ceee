/**
 * Row types of the tables of modules/contracts, their one owner (apps/api/README.md). Contracts:
 * the sales a card carries.
 */
import type { Generated } from 'kysely';

export type ContractsTable = {
  id: Generated<number>;
  media_id: number;
  product_id: number;
  valid_from: string;
  valid_to: string;
  status: string;
  created_at: string;
  /** Copied from the product at sale; null for a contract that does not renew. */
  renewal_interval: string | null;
  /** What was paid for one period; null on rows older than the column (read the product's price). */
  price_cents: number | null;
  /** When the first validation settled a PENDING_VALIDATION sale. */
  settled_at: string | null;
  terminated_at: string | null;
  /** A TRANSFERRED contract names the copy that replaced it on another card. */
  transferred_to_id: number | null;
  transferred_at: string | null;
};
