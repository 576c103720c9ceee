/**
 * A trip to the external sign-in provider bound to the browser and the session that started it
 * (issue 22, docs/decisions/055-external-sign-in-binding.md). `external_sign_ins` gains
 * `browser_hash`, the hash of the random value of the browser's HttpOnly cookie (null on the rows
 * made before, which the exchange then refuses: they expire within 10 minutes anyway), `purpose`
 * ('signin' or 'link') and `identity_id`, the identity whose session started a linking trip.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('external_sign_ins').addColumn('browser_hash', 'text').execute();
  await db.schema
    .alterTable('external_sign_ins')
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('signin'))
    .execute();
  await db.schema
    .alterTable('external_sign_ins')
    .addColumn('identity_id', 'integer', (col) => col.references('identities.id'))
    .execute();
  // The erasure of an identity deletes the linking trips it started.
  await db.schema
    .createIndex('external_sign_ins_identity_idx')
    .on('external_sign_ins')
    .column('identity_id')
    .execute();
}
