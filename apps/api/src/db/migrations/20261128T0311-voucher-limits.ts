/**
 * Limits of a voucher the back office will set (decision 056), both optional: how many paid
 * orders of one account may redeem it, and the smallest cart (before discounts, in cents) it
 * applies to. The redemptions' index by order serves counting an account's uses (through orders).
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('vouchers')
    .addColumn('max_uses_per_account', 'integer', (col) => col.check(sql`max_uses_per_account >= 1`))
    .execute();
  await db.schema
    .alterTable('vouchers')
    .addColumn('min_cart_cents', 'integer', (col) => col.check(sql`min_cart_cents >= 0`))
    .execute();
}
