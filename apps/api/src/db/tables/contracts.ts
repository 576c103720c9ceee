/**
 * Row types of the tables of modules/contracts, their one owner (apps/api/README.md). Contracts:
 * the sales a card carries, and the proofs a reduced fare was sold on (decision 058).
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
  /**
   * The review of the proofs a reduced fare was sold on (decision 058): PENDING, ACCEPTED or
   * REFUSED; null for a full fare, or a sale older than the rule.
   */
  proof_review: string | null;
  /** When a refused proof suspended it (status SUSPENDED). */
  suspended_at: string | null;
  /** The unused days of a suspended contract, at the price paid: what the mobility centre refunds. */
  refund_due_cents: number | null;
};

/** The proofs (documents module's ids) a contract was sold on; a refused one replaced stays, marked. */
export type ContractProofsTable = {
  contract_id: number;
  document_id: number;
  replaced_at: string | null;
};
