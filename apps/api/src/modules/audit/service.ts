/**
 * The audit log (issue 25, decision 070): every staff action, who did it, when, on which record
 * and customer, and what it changed. Owns `audit_log`, append-only: this module offers a write
 * and reads, never an update or a delete, and a trigger refuses both in the database. Supervisors
 * read it filtered by staff member, customer and days, and export it as CSV.
 */
import { AUDIT_PAGE_SIZE, startOfNetworkDay, type AuditEntry } from '@oceane/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AuditLogTable } from '../../db/tables/audit.js';
import { isoNow } from '../../lib/time.js';
import { countAuditEntries, insertAuditEntry, selectAuditEntries, type AuditFilter } from './repo.js';

export { auditCsv } from './csv.js';

/** One staff action, as the module that does it describes it. */
export type StaffAction = {
  staff: { identityId: number; email: string };
  /** `<record>.<verb>`, e.g. `disruption.publish`, `second-factor.enrol`, `staff.create`. */
  action: string;
  recordKind: string;
  recordId?: string | number | null;
  customerAccountId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes one entry. Called inside the transaction of the change it records, so that a change is
 * never kept without its entry, nor an entry without its change.
 */
export async function recordStaffAction(db: Db, action: StaffAction, at: string = isoNow()): Promise<number> {
  return insertAuditEntry(db, {
    staff_identity_id: action.staff.identityId,
    staff_email: action.staff.email,
    action: action.action,
    record_kind: action.recordKind,
    record_id: action.recordId === undefined || action.recordId === null ? null : String(action.recordId),
    customer_account_id: action.customerAccountId ?? null,
    before_json: action.before ? JSON.stringify(action.before) : null,
    after_json: action.after ? JSON.stringify(action.after) : null,
    at,
  });
}

/** The filters of the calls: a staff member, a customer's profile, and days of the network. */
export type AuditQuery = { agent?: number; customer?: number; from?: string; to?: string };

export function auditFilter(query: AuditQuery): AuditFilter {
  return {
    ...(query.agent !== undefined ? { staffIdentityId: query.agent } : {}),
    ...(query.customer !== undefined ? { customerAccountId: query.customer } : {}),
    ...(query.from !== undefined ? { from: startOfNetworkDay(query.from) } : {}),
    ...(query.to !== undefined ? { until: startOfNetworkDay(query.to, 1) } : {}),
  };
}

const parsed = (json: string | null) =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

export function auditEntryView(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    staff: { identityId: row.staff_identity_id, email: row.staff_email },
    action: row.action,
    recordKind: row.record_kind,
    recordId: row.record_id,
    customerAccountId: row.customer_account_id,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
  };
}

/** Staff/getAuditLog.json: one page of the entries of a filter, newest first, and how many there are. */
export async function auditPage(db: Db, query: AuditQuery & { page: number }) {
  const filter = auditFilter(query);
  const [rows, total] = await Promise.all([
    selectAuditEntries(db, filter, { limit: AUDIT_PAGE_SIZE, offset: (query.page - 1) * AUDIT_PAGE_SIZE }),
    countAuditEntries(db, filter),
  ]);
  return { entries: rows.map(auditEntryView), total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
}

/** Every entry of a filter, newest first (the CSV export). */
export async function auditEntries(db: Db, query: AuditQuery): Promise<AuditEntry[]> {
  return (await selectAuditEntries(db, auditFilter(query))).map(auditEntryView);
}
