/**
 * A voucher a supervisor disabled (issue 25, decision 076): refused at checkout from
 * `disabled_at` on, as an unknown code is; its row and its redemptions stay for the books.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('vouchers').addColumn('disabled_at', 'text').execute();
}
