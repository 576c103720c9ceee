/**
 * Issue 25, the review queue (decision 072): a card request paid while its proofs wait for the
 * mobility centre is AWAITING_REVIEW (the CHECK on card_requests.status gains the word, and the
 * request keeps when it was paid, for the 30-day rule); a refused document's reason from the list
 * (UNREADABLE, EXPIRED, WRONG_PERSON, NOT_ELIGIBLE, OTHER); and the claims agents take on the
 * documents they review (modules/review), one per document.
 *
 * PostgreSQL replaces the CHECK; SQLite cannot alter one, so card_requests is rebuilt the way
 * SQLite documents it (as 20261125T0940-usage-bills does): foreign keys off, a new table from the
 * stored definition with the wider CHECK, rows copied with their ids, the old one dropped, the new
 * one renamed, its indexes and AUTOINCREMENT counter put back, foreign keys checked, in one
 * transaction. Frozen in time: the words are written out here.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

const TABLE = 'card_requests';
const BEFORE = ['AWAITING_PAYMENT', 'PAID', 'CANCELLED'];
const AFTER = ['AWAITING_PAYMENT', 'AWAITING_REVIEW', 'PAID', 'CANCELLED'];

const wordList = (words: string[]) => words.map((word) => `'${word}'`).join(', ');

async function widenOnPostgres(db: AnyDb): Promise<void> {
  const constraint = `${TABLE}_status_check`;
  await sql`alter table ${sql.table(TABLE)} drop constraint ${sql.ref(constraint)}`.execute(db);
  await sql`alter table ${sql.table(TABLE)} add constraint ${sql.ref(constraint)} check (${sql.ref('status')} in (${sql.join(AFTER.map((word) => sql.lit(word)))}))`.execute(
    db,
  );
}

type SchemaRow = { type: string; name: string; sql: string | null };

async function rebuildOnSqlite(trx: AnyDb): Promise<void> {
  const objects = (
    await sql<SchemaRow>`select type, name, sql from sqlite_master where tbl_name = ${TABLE}`.execute(trx)
  ).rows;
  const definition = objects.find((row) => row.type === 'table')?.sql;
  const before = `"status" in (${wordList(BEFORE)})`;
  if (!definition || definition.split(before).length !== 2) {
    throw new Error(`${TABLE}: the CHECK ${before} is not in its definition as expected`);
  }
  const head = `CREATE TABLE "${TABLE}"`;
  if (!definition.startsWith(head)) throw new Error(`${TABLE}: unexpected definition`);
  const rebuilt = `CREATE TABLE "${TABLE}_rebuilt"${definition
    .slice(head.length)
    .replace(before, `"status" in (${wordList(AFTER)})`)}`;
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

async function widenOnSqlite(db: AnyDb): Promise<void> {
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
  // Always there in the migrations' order; a test that holds 20261126T0920 back to apply it last
  // (test/db/card-requests-migration.test.ts) meets none, and checks nothing of this one.
  const tables = await db.introspection.getTables();
  if (tables.some((table) => table.name === TABLE)) {
    if (dialect === 'postgres') await widenOnPostgres(db);
    else await widenOnSqlite(db);
    await db.schema.alterTable('card_requests').addColumn('paid_at', 'text').execute();
  }
  await db.schema.alterTable('documents').addColumn('reason_code', 'text').execute();
  await db.schema
    .createTable('review_claims')
    .addColumn('document_id', 'integer', (col) =>
      col.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('staff_identity_id', 'integer', (col) => col.notNull())
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}
