/**
 * My cards (issue 3): bookmarks, photo consent and photo size, traffic alerts and communication
 * consents per card; the renewal, price paid, termination, settlement and transfer of contracts;
 * ticket validations, duplicate requests and failed association attempts.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

/** SQLite adds one column per ALTER TABLE statement, so every column gets its own. */
async function addFlag(db: AnyDb, table: string, column: string) {
  await db.schema
    .alterTable(table)
    .addColumn(column, 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(column)} in (0, 1)`),
    )
    .execute();
}

async function addColumns(db: AnyDb, table: string, columns: [string, 'text' | 'integer'][]) {
  for (const [column, type] of columns) {
    await db.schema.alterTable(table).addColumn(column, type).execute();
  }
}

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  await addFlag(db, 'media', 'bookmarked');
  await addFlag(db, 'media', 'photo_consent');
  await addFlag(db, 'media', 'consent_post');
  await addFlag(db, 'media', 'consent_sms');
  await addFlag(db, 'media', 'consent_email');
  await addColumns(db, 'media', [
    ['photo_width', 'integer'],
    ['photo_height', 'integer'],
    ['photo_updated_at', 'text'],
    // Alerts are absent while alerts_delivery_mode is null; favourite modes and lines are JSON lists.
    ['alerts_email', 'text'],
    ['alerts_phone', 'text'],
    ['alerts_delivery_mode', 'text'],
    ['alerts_favorite_modes', 'text'],
    ['alerts_favorite_lines', 'text'],
    ['associated_at', 'text'],
  ]);

  await addColumns(db, 'contracts', [
    ['renewal_interval', 'text'],
    ['price_cents', 'integer'],
    ['settled_at', 'text'],
    ['terminated_at', 'text'],
    ['transferred_at', 'text'],
  ]);
  await db.schema
    .alterTable('contracts')
    .addColumn('transferred_to_id', 'integer', (col) => col.references('contracts.id'))
    .execute();

  await db.schema
    .createTable('validations')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('line', 'text', (col) => col.notNull())
    .addColumn('validated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('validations_media_idx').on('validations').column('media_id').execute();

  await db.schema
    .createTable('duplicate_requests')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ('LOST', 'STOLEN', 'DAMAGED')`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  // One open request per card: a second insert fails, and the service answers the open one.
  await db.schema
    .createIndex('duplicate_requests_open_idx')
    .on('duplicate_requests')
    .column('media_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('AWAITING_PAYMENT'))
    .execute();

  await db.schema
    .createTable('association_attempts')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('association_attempts_account_idx')
    .on('association_attempts')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('association_attempts_address_idx')
    .on('association_attempts')
    .columns(['address', 'created_at'])
    .execute();
}
