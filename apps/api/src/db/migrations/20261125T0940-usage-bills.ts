/**
 * Post-payment usage billing (issue 7, docs/decisions/032-post-payment-usage-billing.md): an order
 * and its item may be POST_PAYMENT_USAGE (a month's journeys of a post-payment card), and
 * `usage_bills` keeps one bill per account, card and month: the unique index is what makes a
 * month billed once, however many billing runs meet.
 *
 * The orders' CHECK on their type gains the word. PostgreSQL replaces the constraint; SQLite cannot
 * alter one, so its two tables are rebuilt the way SQLite documents (ALTER TABLE, "making other
 * kinds of table schema changes"): foreign keys off, a new table from the stored definition with
 * the wider CHECK, rows copied with their ids, the old one dropped, the new one renamed, its
 * indexes and AUTOINCREMENT counter put back, foreign keys checked, all in one transaction.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

const TYPES_BEFORE = ['CARD_RELOAD', 'CARD_DUPLICATE', 'CARD_CREATION'];
const TYPES_AFTER = [...TYPES_BEFORE, 'POST_PAYMENT_USAGE'];

/** The tables and the column holding the order's (or the item's) type. */
const TYPED_COLUMNS = [
  { table: 'orders', column: 'order_type' },
  { table: 'order_items', column: 'type' },
] as const;

function wordList(words: string[]): string {
  return words.map((word) => `'${word}'`).join(', ');
}

async function widenOnPostgres(db: AnyDb): Promise<void> {
  for (const { table, column } of TYPED_COLUMNS) {
    // PostgreSQL's name for an unnamed CHECK on one column: <table>_<column>_check.
    const constraint = `${table}_${column}_check`;
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (${sql.ref(column)} in (${sql.join(TYPES_AFTER.map((word) => sql.lit(word)))}))`.execute(
      db,
    );
  }
}

type SchemaRow = { type: string; name: string; sql: string | null };

async function rebuildOnSqlite(trx: AnyDb, table: string, column: string): Promise<void> {
  const objects = (
    await sql<SchemaRow>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(trx)
  ).rows;
  const definition = objects.find((row) => row.type === 'table')?.sql;
  const before = `"${column}" in (${wordList(TYPES_BEFORE)})`;
  if (!definition || definition.split(before).length !== 2) {
    throw new Error(`${table}: the CHECK ${before} is not in its definition as expected`);
  }
  const head = `CREATE TABLE "${table}"`;
  if (!definition.startsWith(head)) throw new Error(`${table}: unexpected definition`);
  const rebuilt = `CREATE TABLE "${table}_rebuilt"${definition
    .slice(head.length)
    .replace(before, `"${column}" in (${wordList(TYPES_AFTER)})`)}`;
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
    // The ids never go back, even past rows deleted before the rebuild (AUTOINCREMENT's promise).
    await sql`update sqlite_sequence set seq = ${sequence} where name = ${table}`.execute(trx);
  }
}

async function widenOnSqlite(db: AnyDb): Promise<void> {
  // Off outside the transaction (SQLite ignores it inside one), on again whatever happens.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const { table, column } of TYPED_COLUMNS) await rebuildOnSqlite(trx, table, column);
      const broken = (await sql`pragma foreign_key_check`.execute(trx)).rows;
      if (broken.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  if (dialect === 'postgres') await widenOnPostgres(db);
  else await widenOnSqlite(db);

  await db.schema
    .createTable('usage_bills')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id'))
    // The billed calendar month, YYYY-MM (UTC, like every date the api stores).
    .addColumn('month', 'text', (col) => col.notNull().check(sql`length(${sql.ref('month')}) = 7`))
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Exactly once: one bill per account, card and month, whichever run makes it.
  await db.schema
    .createIndex('usage_bills_month_idx')
    .on('usage_bills')
    .columns(['account_id', 'media_id', 'month'])
    .unique()
    .execute();
}
