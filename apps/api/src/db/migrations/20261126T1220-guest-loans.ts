/**
 * The guest reload (docs/decisions/054-guest-reload.md): the cards lent to a guest session, owned by
 * modules/guest, and every look-up of a card by its number without an account (the guest form and
 * Account/searchLocalMediaForSignin), owned by modules/association, counted per address and per
 * card number for the rate limit.
 */
import type { Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('guest_loans')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('session_id', 'integer', (col) => col.notNull())
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id'))
    .addColumn('lent_at', 'text', (col) => col.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema
    .createIndex('guest_loans_open_idx')
    .on('guest_loans')
    .columns(['released_at', 'media_id'])
    .execute();
  await db.schema.createIndex('guest_loans_account_idx').on('guest_loans').column('account_id').execute();

  await db.schema
    .createTable('media_lookup_attempts')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('media_number', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('media_lookup_attempts_address_idx')
    .on('media_lookup_attempts')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('media_lookup_attempts_number_idx')
    .on('media_lookup_attempts')
    .columns(['media_number', 'created_at'])
    .execute();
}
