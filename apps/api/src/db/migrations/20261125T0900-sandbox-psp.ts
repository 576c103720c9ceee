/**
 * The built-in sandbox payment provider's own tables (decision 026): payment sessions of the
 * hosted page, tokenised cards (never a number nor a CVC), charges and refunds with their
 * idempotency keys, and the outbox of signed notifications retried until acknowledged.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('sandbox_psp_cards')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('exp_month', 'integer', (col) => col.notNull().check(sql`exp_month between 1 and 12`))
    .addColumn('exp_year', 'integer', (col) => col.notNull())
    .addColumn('behaviour', 'text', (col) => col.notNull())
    .addColumn('reusable', 'integer', (col) => col.notNull().defaultTo(0).check(flag('reusable')))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_psp_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('PAYMENT', 'REGISTRATION')`))
    .addColumn('save_card', 'integer', (col) => col.notNull().defaultTo(0).check(flag('save_card')))
    .addColumn('last_due_date', 'text')
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('notification_url', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('OPEN', 'SUCCEEDED', 'FAILED', 'CANCELED')`),
    )
    .addColumn('failure_code', 'text')
    .addColumn('card_token', 'text', (col) => col.references('sandbox_psp_cards.token'))
    .addColumn('challenge_pending', 'integer', (col) =>
      col.notNull().defaultTo(0).check(flag('challenge_pending')),
    )
    .addColumn('challenge_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('event_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('sandbox_psp_sessions_order_idx')
    .on('sandbox_psp_sessions')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('sandbox_psp_charges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // No foreign key: a charge of a token the provider does not know is recorded, as refused.
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('SUCCEEDED', 'FAILED')`))
    .addColumn('failure_code', 'text')
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_psp_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_psp_refunds_payment_idx')
    .on('sandbox_psp_refunds')
    .column('payment_id')
    .execute();

  await db.schema
    .createTable('sandbox_psp_notifications')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('target_url', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The notifier reads the undelivered ones that are due: the index holds only those.
  await db.schema
    .createIndex('sandbox_psp_notifications_due_idx')
    .on('sandbox_psp_notifications')
    .column('next_attempt_at')
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();
}
