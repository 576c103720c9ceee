/**
 * Issue 25, card production (decision 074): the network's range of card numbers, one row per
 * network, whose counter only goes up (modules/cards allocates from it in one conditional
 * statement, so that a number is never given twice, nor again once given); and the production
 * of each card made through the back office (modules/production): printed, shipped with its
 * tracking reference or ready for pickup, handed over, one row per card.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('card_number_ranges')
    .addColumn('network_id', 'integer', (col) => col.primaryKey())
    .addColumn('prefix', 'text', (col) => col.notNull())
    // The digits after the prefix: the next one to give, and the last of the range (8 digits fit an integer).
    .addColumn('next_value', 'integer', (col) => col.notNull())
    .addColumn('last_value', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('card_productions')
    .addColumn('media_id', 'integer', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('step', 'text', (col) =>
      col.notNull().check(sql`step in ('PRINTED', 'SHIPPED', 'READY_FOR_PICKUP', 'HANDED_OVER')`),
    )
    .addColumn('delivery_type', 'text', (col) => col.notNull())
    .addColumn('printed_at', 'text')
    .addColumn('printed_by', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('tracking_reference', 'text')
    .addColumn('ready_at', 'text')
    .addColumn('handed_over_at', 'text')
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('card_productions_step_idx').on('card_productions').columns(['step']).execute();
}
