/**
 * New-card requests (issue 10, docs/decisions/041-new-card-request.md): `card_requests` keeps what
 * the order flow sent (holder, delivery, photo document, alerts, consents, product and fee at the
 * price they had) until the order that pays it issues the card. An order item of type
 * CARD_CREATION names its request and has no card until then: order_items.media_id becomes
 * nullable and gains card_request_id.
 *
 * PostgreSQL drops the NOT NULL; SQLite cannot, so order_items is rebuilt the way
 * 20261125T0940-usage-bills.ts does (foreign keys off, new table from the stored definition,
 * rows copied with their ids, indexes and AUTOINCREMENT counter put back, foreign keys checked).
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

function oneOfWords(column: string, words: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(words.map((word) => sql.lit(word)))})`;
}

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

async function createCardRequests(db: AnyDb, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('card_requests')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('fee_product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('fee_cents', 'integer', (col) => col.notNull().check(sql`fee_cents >= 0`))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('for_self', 'integer', (col) => col.notNull().check(flag('for_self')))
    .addColumn('holder_gender', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('holder_firstname', 'text', (col) => col.notNull())
    .addColumn('holder_birthdate', 'text', (col) => col.notNull())
    .addColumn('holder_category', 'text')
    .addColumn('holder_address1', 'text', (col) => col.notNull())
    .addColumn('holder_address2', 'text')
    .addColumn('holder_zipcode', 'text', (col) => col.notNull())
    .addColumn('holder_city', 'text', (col) => col.notNull())
    .addColumn('holder_country', 'text', (col) => col.notNull())
    .addColumn('holder_mobile', 'text', (col) => col.notNull())
    .addColumn('holder_landline', 'text')
    .addColumn('holder_email', 'text')
    .addColumn('delivery_type', 'text', (col) =>
      col.notNull().check(oneOfWords('delivery_type', ['SHIPPING', 'PICKUP'])),
    )
    .addColumn('delivery_firstname', 'text')
    .addColumn('delivery_lastname', 'text')
    .addColumn('delivery_address1', 'text')
    .addColumn('delivery_address2', 'text')
    .addColumn('delivery_zipcode', 'text')
    .addColumn('delivery_city', 'text')
    .addColumn('delivery_country', 'text')
    .addColumn('collect_site_id', 'integer', (col) => col.references('agencies.id'))
    // No foreign key: the documents module's retention deletes a paid request's photo later.
    .addColumn('photo_document_id', 'integer', (col) => col.notNull())
    .addColumn('photo_consent', 'integer', (col) => col.notNull().check(flag('photo_consent')))
    .addColumn('consent_post', 'integer', (col) => col.notNull().check(flag('consent_post')))
    .addColumn('consent_sms', 'integer', (col) => col.notNull().check(flag('consent_sms')))
    .addColumn('consent_email', 'integer', (col) => col.notNull().check(flag('consent_email')))
    .addColumn('alerts_email', 'text')
    .addColumn('alerts_phone', 'text')
    .addColumn('alerts_delivery_mode', 'text')
    .addColumn('alerts_favorite_modes', 'text')
    .addColumn('alerts_favorite_lines', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOfWords('status', ['AWAITING_PAYMENT', 'PAID', 'CANCELLED'])),
    )
    .addColumn('media_id', 'integer', (col) => col.unique().references('media.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('card_requests_account_idx')
    .on('card_requests')
    .columns(['account_id', 'status'])
    .execute();
  // The job that cancels the unpaid requests after two days.
  await db.schema
    .createIndex('card_requests_open_idx')
    .on('card_requests')
    .columns(['status', 'created_at'])
    .execute();
}

type SchemaRow = { type: string; name: string; sql: string | null };

/** order_items without NOT NULL on media_id, rebuilt on SQLite (see the header). */
async function rebuildOrderItemsOnSqlite(trx: AnyDb): Promise<void> {
  const table = 'order_items';
  const objects = (
    await sql<SchemaRow>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(trx)
  ).rows;
  const definition = objects.find((row) => row.type === 'table')?.sql;
  const before = /"media_id" integer not null references/i;
  if (!definition || !before.test(definition)) {
    throw new Error(`${table}: media_id is not NOT NULL in its definition as expected`);
  }
  const head = `CREATE TABLE "${table}"`;
  if (!definition.startsWith(head)) throw new Error(`${table}: unexpected definition`);
  const rebuilt = `CREATE TABLE "${table}_rebuilt"${definition
    .slice(head.length)
    .replace(before, '"media_id" integer references')}`;
  const indexes = objects.filter((row) => row.type === 'index' && row.sql !== null);
  const sequence = (
    await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(trx)
  ).rows[0]?.seq;

  await sql.raw(rebuilt).execute(trx);
  await sql`insert into ${sql.table(`${table}_rebuilt`)} select * from ${sql.table(table)}`.execute(trx);
  await sql`drop table ${sql.table(table)}`.execute(trx);
  await sql`alter table ${sql.table(`${table}_rebuilt`)} rename to ${sql.table(table)}`.execute(trx);
  for (const index of indexes) await sql.raw(index.sql!).execute(trx);
  if (sequence !== undefined) {
    await sql`update sqlite_sequence set seq = ${sequence} where name = ${table}`.execute(trx);
  }
}

async function nullableMediaOnSqlite(db: AnyDb): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await rebuildOrderItemsOnSqlite(trx);
      const broken = (await sql`pragma foreign_key_check`.execute(trx)).rows;
      if (broken.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  await createCardRequests(db, dialect);
  if (dialect === 'postgres') {
    await sql`alter table order_items alter column media_id drop not null`.execute(db);
  } else {
    await nullableMediaOnSqlite(db);
  }
  // Added after the rebuild: SQLite's ADD COLUMN with a reference is allowed for a null default.
  await db.schema
    .alterTable('order_items')
    .addColumn('card_request_id', 'integer', (col) => col.references('card_requests.id'))
    .execute();
  // A request's items, for the request's order (placeOrder's check, the job's cancellation).
  await db.schema
    .createIndex('order_items_card_request_idx')
    .on('order_items')
    .column('card_request_id')
    .execute();
}
