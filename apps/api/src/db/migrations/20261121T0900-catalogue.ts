/** Networks, their transport modes, the product catalogue and the mobility agencies. */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('networks')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('ACTIVE'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('transport_modes')
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name_fr', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('transport_modes_pk', ['network_id', 'code'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('shop_item_id', 'integer', (col) => col.notNull().unique())
    .addColumn('name_fr', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('product_type', 'text', (col) => col.notNull())
    .addColumn('transport_modes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('renewal_interval', 'text')
    .addColumn('installments', 'text', (col) => col.notNull().defaultTo('[1]'))
    .addColumn('pivot_type', 'text')
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('audience', 'text', (col) => col.notNull().defaultTo('ALL'))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('products_network_idx').on('products').column('network_id').execute();

  await db.schema
    .createTable('agencies')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address1', 'text', (col) => col.notNull())
    .addColumn('address2', 'text')
    .addColumn('zipcode', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .execute();

  await db.schema
    .createTable('agency_opening_hours')
    .addColumn('agency_id', 'integer', (col) => col.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (col) => col.notNull())
    .addColumn('opens', 'text', (col) => col.notNull())
    .addColumn('closes', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('agency_opening_hours_pk', ['agency_id', 'weekday', 'opens'])
    .execute();
}
