/**
 * Row types of the table of modules/audit, its one owner (apps/api/README.md): the append-only
 * log of every staff action (decision 070). No update or delete path exists in the code, and a
 * trigger refuses both in the database.
 */
import type { Generated } from 'kysely';

export type AuditLogTable = {
  id: Generated<number>;
  /** Who: the staff member's identity, and their address as it was then. */
  staff_identity_id: number;
  staff_email: string;
  /** What, e.g. `disruption.publish`, `second-factor.enrol`, `staff.create`. */
  action: string;
  /** On which record: its kind and id. */
  record_kind: string;
  record_id: string | null;
  /** The customer's profile the action concerns, if any. */
  customer_account_id: number | null;
  /** What changed, as JSON objects (null for a creation's before or a deletion's after). */
  before_json: string | null;
  after_json: string | null;
  at: string;
};

export type AuditDatabase = { audit_log: AuditLogTable };
