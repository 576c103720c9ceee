/**
 * The audit log's one table, append-only: an insert and reads, and no update or delete here or
 * anywhere (a trigger refuses both in the database, decision 070).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AuditLogTable } from '../../db/tables/audit.js';

export type AuditFilter = {
  staffIdentityId?: number;
  customerAccountId?: number;
  /** ISO instants: from (inclusive), until (exclusive). */
  from?: string;
  until?: string;
};

export async function insertAuditEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<number> {
  const row = await db.insertInto('audit_log').values(entry).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.staffIdentityId !== undefined)
    query = query.where('staff_identity_id', '=', filter.staffIdentityId);
  if (filter.customerAccountId !== undefined)
    query = query.where('customer_account_id', '=', filter.customerAccountId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('at', '<', filter.until);
  return query;
}

/** The entries of a filter, newest first; a page of `limit` after `offset`, or all of them. */
export function selectAuditEntries(db: Db, filter: AuditFilter, page?: { limit: number; offset: number }) {
  let query = filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
