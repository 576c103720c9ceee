/**
 * Issue 11, docs/decisions/050-school-passes-and-geolocation.md: the sticker code of a school
 * pass (`school_stickers`, one random code per contract, owned by vignette), and the coarse
 * positions an account sends with its consent (`geolocation_consents`, `geolocations`, owned by
 * intelligence; a job deletes positions a day old). Frozen: never import app code.
 */
import { type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('school_stickers')
    .addColumn('contract_id', 'integer', (col) =>
      col.primaryKey().references('contracts.id').onDelete('cascade'),
    )
    // Crockford base 32, upper case, without dashes: what Vignette/decode looks up.
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('geolocation_consents')
    .addColumn('account_id', 'integer', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('granted_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('geolocations')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    // Rounded to 0.01° before they are stored (about a kilometre): never the precise position.
    .addColumn('latitude', 'real', (col) => col.notNull())
    .addColumn('longitude', 'real', (col) => col.notNull())
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('geolocations_account_idx').on('geolocations').column('account_id').execute();
  await db.schema.createIndex('geolocations_recorded_idx').on('geolocations').column('recorded_at').execute();
}
