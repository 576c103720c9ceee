/** The back office's reads of the invoices (decision 073): by number, and an account's list. */
import type { Db } from '../../db/index.js';

/** Invoices whose number starts with the text typed (numbers are upper case, "F2026-000001"). */
export function invoicesByNumberPrefix(db: Db, text: string, limit: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'account_id'])
    .where('number', 'like', `${text.toUpperCase().replace(/[\\%_]/g, '')}%`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The invoices of some accounts, newest first. */
export function invoicesOfAccounts(db: Db, accountIds: number[], limit: number) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .select(['number', 'order_id', 'issued_at', 'total_cents'])
    .where('account_id', 'in', accountIds)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
