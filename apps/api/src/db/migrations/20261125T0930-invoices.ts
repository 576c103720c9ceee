/**
 * Invoices (issue 7): one per paid order, numbered in a series per year without gaps
 * ("F2026-000001"); the counter of each year is one row that the issuing transaction increments,
 * so two invoices can never take the same number nor leave one out
 * (docs/decisions/029-fulfilment-and-invoices.md). The content is the JSON of everything printed,
 * frozen once issued.
 */
import type { Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('transport_modes', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invoices_number_idx').on('invoices').column('number').unique().execute();
  // One invoice per order: fulfilling an order twice cannot issue a second one.
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_id').unique().execute();
  await db.schema
    .createIndex('invoices_sequence_idx')
    .on('invoices')
    .columns(['year', 'sequence'])
    .unique()
    .execute();
  // The invoices page: an account's invoices, filtered by year.
  await db.schema
    .createIndex('invoices_account_idx')
    .on('invoices')
    .columns(['account_id', 'year'])
    .execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
