/**
 * Issue 11, bike reservations (decision 046): the bike trips made with a card (spec §3 "Bike
 * reservation"), each card's bike pin (hashed), and the wrong pins counted for the rate limit, in
 * the database so that a restart does not reset it.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('bike_pins')
    .addColumn('media_id', 'integer', (col) => col.primaryKey().references('media.id').onDelete('cascade'))
    // argon2id, like the passwords: a leaked table does not give the pins away at once.
    .addColumn('pin_hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('bike_trips')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id').onDelete('cascade'))
    // The account that held the card then: a later holder does not see the earlier trips.
    .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('bike_type', 'text', (col) =>
      col.notNull().check(sql`bike_type in ('MECHANICAL', 'ELECTRIC')`),
    )
    .execute();
  await db.schema
    .createIndex('bike_trips_media_idx')
    .on('bike_trips')
    .columns(['media_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('bike_pin_failures')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('bike_pin_failures_account_idx')
    .on('bike_pin_failures')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bike_pin_failures_media_idx')
    .on('bike_pin_failures')
    .columns(['media_id', 'created_at'])
    .execute();
}
