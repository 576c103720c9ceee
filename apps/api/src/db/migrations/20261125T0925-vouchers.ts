/**
 * Vouchers (spec §3 discount types) and their redemptions (docs/decisions/028): a voucher is keyed
 * by its code; `uses` counts the paid orders that redeemed it, never past `max_uses`; an order
 * redeems at most one voucher (unique order_id).
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('vouchers')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    .addColumn('discount_type', 'text', (col) =>
      col
        .notNull()
        .check(sql`discount_type in ('AMOUNT', 'RATIO', 'ARTICLE_AMOUNT', 'ARTICLE_RATIO', 'GIFT')`),
    )
    .addColumn('amount_cents', 'integer', (col) => col.check(sql`amount_cents >= 0`))
    .addColumn('ratio_bp', 'integer', (col) => col.check(sql`ratio_bp between 0 and 10000`))
    .addColumn('product_id', 'integer', (col) => col.references('products.id'))
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('max_uses', 'integer', (col) => col.check(sql`max_uses >= 0`))
    .addColumn('uses', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addColumn('label_fr', 'text', (col) => col.notNull())
    .addColumn('label_en', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('voucher_redemptions')
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('code', 'text', (col) => col.notNull().references('vouchers.code'))
    .addColumn('redeemed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('voucher_redemptions_code_idx')
    .on('voucher_redemptions')
    .column('code')
    .execute();
}
