/**
 * The exports of "Your data" (Account/exportData), counted per identity (the person, every
 * profile included) within the rate-limit window, in the database so that every server of it
 * counts them (decision 059). Owned by modules/account-data; a row goes with its identity.
 */
import type { Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('identity_id', 'integer', (col) =>
      col.notNull().references('identities.id').onDelete('cascade'),
    )
    // The profile that asked (the identity is what is counted).
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('data_exports_identity_idx')
    .on('data_exports')
    .columns(['identity_id', 'created_at'])
    .execute();
}
