/** Transit cards (media) with their holder, and the contracts (subscriptions, tickets) they carry. */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('validity_end', 'text', (col) => col.notNull())
    .addColumn('expired', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`expired in (0, 1)`),
    )
    .addColumn('reloading_name', 'text')
    .addColumn('holder_gender', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('holder_firstname', 'text', (col) => col.notNull())
    .addColumn('holder_birthdate', 'text', (col) => col.notNull())
    .addColumn('holder_category', 'text')
    .addColumn('holder_address1', 'text')
    .addColumn('holder_address2', 'text')
    .addColumn('holder_zipcode', 'text')
    .addColumn('holder_city', 'text')
    .addColumn('holder_country', 'text')
    .addColumn('holder_mobile', 'text')
    .addColumn('holder_landline', 'text')
    // The one place the two dialects name a type differently: raw bytes of the holder's photo.
    .addColumn('photo', dialect === 'sqlite' ? 'blob' : 'bytea')
    .addColumn('photo_type', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('media_account_idx').on('media').column('account_id').execute();

  await db.schema
    .createTable('contracts')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contracts_media_idx').on('contracts').column('media_id').execute();
}
