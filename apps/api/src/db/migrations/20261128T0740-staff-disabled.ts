/**
 * A staff account disabled by a supervisor (decision 078): when, or null while it is active. A
 * disabled identity signs in no more; its sessions were ended when it was disabled.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('identities').addColumn('staff_disabled_at', 'text').execute();
}
