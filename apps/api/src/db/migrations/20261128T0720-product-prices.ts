/**
 * Prices scheduled from a day (issue 25, decision 076): a product's price in force on a day is
 * the one of its latest row whose `effective_from` (the network's day) is not after it, else
 * `products.price_cents`, the catalogue's first price. `installments` (a JSON list) and `audience`
 * (the eligibility rule), when not null, change from that day too. One change per product and
 * day: a second for the same day replaces the first. Orders and invoices keep their own amounts.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('product_prices')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('effective_from', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('installments', 'text')
    .addColumn('audience', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_prices_pk', ['product_id', 'effective_from'])
    .execute();
}
