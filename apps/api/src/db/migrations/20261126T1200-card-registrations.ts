/**
 * A payment card added from /account/payment-cards without buying anything (decision 052): the
 * provider's registration session of an account, and what its signed notification said. The
 * card itself is a row of payment_cards, saved once from the notification.
 */
import type { Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('card_registrations')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('provider_payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('failure_code', 'text')
    .addColumn('payment_card_id', 'integer', (col) => col.references('payment_cards.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('card_registrations_account_idx')
    .on('card_registrations')
    .column('account_id')
    .execute();
}
