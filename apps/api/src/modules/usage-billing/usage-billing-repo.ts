/**
 * The usage bills (docs/decisions/032): one row per account, card and month billed, unique, so a
 * month is billed once whatever runs at once; each names its POST_PAYMENT_USAGE order, which is
 * the orders module's (decision 068).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { UsageBillsTable } from '../../db/tables/usage-billing.js';

/** The (account, card) pairs whose month is billed already. */
export function findBilledCards(db: Db, month: string) {
  return db.selectFrom('usage_bills').select(['account_id', 'media_id']).where('month', '=', month).execute();
}

/** The month's bill of a card: fails on the unique (account, card, month) when it exists. */
export async function insertUsageBill(db: Db, bill: Insertable<UsageBillsTable>): Promise<void> {
  await db.insertInto('usage_bills').values(bill).execute();
}

/** The month each of those orders bills, by order id; an order without a bill is not listed. */
export async function monthsOfBills(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('usage_bills')
    .select(['order_id', 'month'])
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(rows.map((row) => [row.order_id, row.month]));
}
