/**
 * Issue 11, "Your data" (docs/decisions/049-profiles-and-your-data.md): the codes mailed to confirm
 * an account's erasure, owned by modules/account-data. Only the SHA-256 of a code is stored. The
 * identity is named by its id without a foreign key: the erasure deletes the identity, and every
 * code of it in the same transaction.
 */
import type { Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('erasure_codes')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('identity_id', 'integer', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('erasure_codes_identity_idx')
    .on('erasure_codes')
    .column('identity_id')
    .execute();
}
