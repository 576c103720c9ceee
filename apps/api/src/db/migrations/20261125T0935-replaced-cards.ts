/**
 * A card replaced by a paid duplicate (issue 7): it is blocked (blocked_at) and names the new card
 * that replaced it (replaced_by_id). A blocked card reads as expired: it takes no reload and no
 * other duplicate (docs/decisions/029-fulfilment-and-invoices.md).
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('replaced_by_id', 'integer', (col) => col.references('media.id'))
    .execute();
  await db.schema.alterTable('media').addColumn('blocked_at', 'text').execute();
}
