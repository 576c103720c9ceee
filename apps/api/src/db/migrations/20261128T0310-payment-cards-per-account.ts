/**
 * A saved card is one account's (decision 059): the provider's token is unique per account, no
 * longer across accounts. A provider whose tokens derive from the card number names the same
 * token for two accounts that paid with one card; each then keeps a row of its own instead of the
 * second payment being bound to the first account's row.
 *
 * PostgreSQL drops the token's unique constraint; SQLite cannot, so the table is rebuilt the way
 * SQLite documents (foreign keys off, a new table from the stored definition without the column's
 * UNIQUE, rows copied with their ids, the old one dropped, the new one renamed, its indexes and
 * AUTOINCREMENT counter put back, foreign keys checked, in one transaction). Then one unique index
 * on (account_id, token) on both.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

const TABLE = 'payment_cards';
/** How Kysely wrote the column when 20261125T0910-payments created it. */
const UNIQUE_TOKEN = '"token" text not null unique';
const TOKEN = '"token" text not null';

type SchemaRow = { type: string; name: string; sql: string | null };

async function rebuildOnSqlite(trx: AnyDb): Promise<void> {
  const objects = (
    await sql<SchemaRow>`select type, name, sql from sqlite_master where tbl_name = ${TABLE}`.execute(trx)
  ).rows;
  const definition = objects.find((row) => row.type === 'table')?.sql;
  const head = `CREATE TABLE "${TABLE}"`;
  if (!definition?.startsWith(head) || definition.split(UNIQUE_TOKEN).length !== 2) {
    throw new Error(`${TABLE}: the column ${UNIQUE_TOKEN} is not in its definition as expected`);
  }
  const rebuilt = `CREATE TABLE "${TABLE}_rebuilt"${definition.slice(head.length).replace(UNIQUE_TOKEN, TOKEN)}`;
  const indexes = objects.filter((row) => row.type === 'index' && row.sql !== null);
  const sequence = (
    await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${TABLE}`.execute(trx)
  ).rows[0]?.seq;

  await sql.raw(rebuilt).execute(trx);
  await sql`insert into ${sql.table(`${TABLE}_rebuilt`)} select * from ${sql.table(TABLE)}`.execute(trx);
  await sql`drop table ${sql.table(TABLE)}`.execute(trx);
  await sql`alter table ${sql.table(`${TABLE}_rebuilt`)} rename to ${sql.table(TABLE)}`.execute(trx);
  for (const index of indexes) await sql.raw(index.sql!).execute(trx);
  if (sequence !== undefined) {
    await sql`update sqlite_sequence set seq = ${sequence} where name = ${TABLE}`.execute(trx);
  }
}

async function dropUniqueOnSqlite(db: AnyDb): Promise<void> {
  // Off outside the transaction (SQLite ignores it inside one), on again whatever happens.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await rebuildOnSqlite(trx);
      const broken = (await sql`pragma foreign_key_check`.execute(trx)).rows;
      if (broken.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  if (dialect === 'postgres') {
    // PostgreSQL's name for a column's UNIQUE: <table>_<column>_key.
    await sql`alter table ${sql.table(TABLE)} drop constraint ${sql.ref(`${TABLE}_token_key`)}`.execute(db);
  } else {
    await dropUniqueOnSqlite(db);
  }
  await db.schema
    .createIndex('payment_cards_account_token_idx')
    .on(TABLE)
    .columns(['account_id', 'token'])
    .unique()
    .execute();
}
