/**
 * Issue 25, refunds and credit notes (decision 075). A refund of the back office issues a credit
 * note (avoir): a French invoice of its own, numbered in its own yearly series without gaps
 * ("AV2026-000001", its counter one row per year that the issuing transaction increments, as the
 * invoices' do), naming the invoice it corrects, its content the frozen JSON of what it prints.
 * Each provider refund it paid back is one row of order_refunds (modules/refunds): what was paid
 * back on which payment, once per idempotency key.
 */
import type { Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('invoice_number', 'text', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('refunded_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    // Null for a credit note of a rule run by the api itself (the review gate's 30 days).
    .addColumn('staff_identity_id', 'integer')
    .addColumn('staff_email', 'text')
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('credit_notes_number_idx')
    .on('credit_notes')
    .column('number')
    .unique()
    .execute();
  await db.schema
    .createIndex('credit_notes_sequence_idx')
    .on('credit_notes')
    .columns(['year', 'sequence'])
    .unique()
    .execute();
  await db.schema.createIndex('credit_notes_order_idx').on('credit_notes').column('order_id').execute();
  await db.schema.createIndex('credit_notes_account_idx').on('credit_notes').column('account_id').execute();
  await db.schema.createIndex('credit_notes_issued_idx').on('credit_notes').column('issued_at').execute();

  await db.schema
    .createTable('credit_note_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('credit_note_id', 'integer', (col) => col.notNull().references('credit_notes.id'))
    .addColumn('provider_payment_id', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_refunds_key_idx')
    .on('order_refunds')
    .column('idempotency_key')
    .unique()
    .execute();
  await db.schema.createIndex('order_refunds_order_idx').on('order_refunds').column('order_id').execute();
}
