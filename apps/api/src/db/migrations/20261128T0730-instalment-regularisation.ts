/**
 * A failed instalment regularised by the back office, and a schedule closed (decision 077): the
 * means it was paid with at the counter (null when the provider charged it), the instant an
 * agent's "charge again" holds it (two clicks, two agents: one charge), and why a closed
 * schedule's instalment is not charged.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('order_instalments').addColumn('paid_means', 'text').execute();
  await db.schema.alterTable('order_instalments').addColumn('claimed_at', 'text').execute();
  await db.schema.alterTable('order_instalments').addColumn('closed_reason', 'text').execute();
}
