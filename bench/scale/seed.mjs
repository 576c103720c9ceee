#!/usr/bin/env node
// Seeds a database for the scale bench (issue 9): the api's own migrations and normal seed (so the
// demo account exists and logs in), then the bulk fill of fill.mjs, then statistics for the
// planner. Needs `npm run build` (it imports apps/api/dist). A database already seeded with the
// same size and fill version is reused unless `--reseed` is given.
//
//   node bench/scale/seed.mjs <sqlite file | postgres://…/bench_scale_…> <orders> [--reseed]
//
// SQLite: the fill runs with synchronous = OFF and journal_mode = OFF (nothing to protect in a
// database being built), WAL again before the server opens it. PostgreSQL: only databases named
// bench_scale_* are created or dropped, on the server of the URL.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BASE_TABLES, FILL_VERSION, FILLED_TABLES, ORDERS_PER_ACCOUNT, fillStatements } from './fill.mjs';

/** Every scale identity's password: hashed once with the api's own argon2id parameters. */
export const SCALE_PASSWORD = 'scale-password-2026';

const isPostgres = (target) => /^postgres(ql)?:\/\//.test(target);

/** What the cache marker of a seeded database says; `seconds` is how long its seeding took. */
function marker(orders, measured, seconds) {
  return { version: FILL_VERSION, orders, measured, seconds };
}

function matches(found, orders) {
  return found?.version === FILL_VERSION && found.orders === orders && found.measured ? found : null;
}

/** The dist modules the seed runs: the api's own migrations, seed and invoice issuer. */
async function apiModules(root) {
  const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);
  const [db, seed, orders, passwords] = await Promise.all([
    dist('db/index.js'),
    dist('db/seed.js'),
    dist('modules/orders/service.js'),
    dist('lib/passwords.js'),
  ]);
  return {
    ...db,
    seed: seed.seed,
    issueInvoice: orders.issueOrderInvoice,
    hashPassword: passwords.hashPassword,
  };
}

/** Migrations and the normal seed, as a start of the server does them, through the api's own code. */
async function migrateAndSeed(api, config) {
  const { db, dialect } = await api.openDatabase(config);
  try {
    await api.migrateToLatest(db, dialect);
    await api.seed(db, { demo: true, staff: false, issueInvoice: api.issueInvoice });
  } finally {
    await db.destroy();
  }
}

/** The account the bench logs in as: a normal one of the fill, with 10 orders and its 2 cards. */
const MEASURED_SQL = (accountBase) => `
  SELECT a.id AS "accountId", i.email AS email, count(*) AS orders
  FROM orders o JOIN accounts a ON a.id = o.account_id JOIN identities i ON i.id = a.identity_id
  WHERE a.id > (SELECT ${accountBase} + (max(id) - ${accountBase}) / 2 FROM accounts)
  GROUP BY a.id, i.email
  ORDER BY abs(count(*) - ${ORDERS_PER_ACCOUNT}), a.id
  LIMIT 1`;

/** Runs the fill's statements, each timed, through `run(sql)`. */
async function fill(run, statements, log) {
  for (const { name, sql } of statements) {
    const started = performance.now();
    await run(sql);
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function seedSqlite({ root, path, orders, reseed, log }) {
  const markerPath = `${path}.seed.json`;
  if (!reseed && existsSync(path) && existsSync(markerPath)) {
    const found = matches(JSON.parse(readFileSync(markerPath, 'utf8')), orders);
    if (found) return { ...found, reused: true };
  }
  for (const file of [path, `${path}-wal`, `${path}-shm`, markerPath]) rmSync(file, { force: true });
  const started = performance.now();
  const api = await apiModules(root);
  await migrateAndSeed(api, { kind: 'sqlite', path });
  const passwordHash = await api.hashPassword(SCALE_PASSWORD);

  const require = createRequire(join(root, 'apps/api/package.json'));
  const { default: SQLite } = await import(pathToFileURL(require.resolve('better-sqlite3')).href);
  const database = new SQLite(path);
  try {
    database.pragma('journal_mode = OFF');
    database.pragma('synchronous = OFF');
    database.pragma('cache_size = -1000000');
    database.pragma('foreign_keys = ON');
    const base = Object.fromEntries(
      Object.entries(BASE_TABLES).map(([key, table]) => [
        key,
        database.prepare(`SELECT coalesce(max(id), 0) AS id FROM ${table}`).get().id,
      ]),
    );
    const statements = fillStatements({
      dialect: 'sqlite',
      orders,
      base,
      now: Math.floor(Date.now() / 1000),
      passwordHash,
    });
    // One transaction: the foreign keys are checked row by row as they go in, all or nothing.
    database.exec('BEGIN');
    await fill(async (sql) => database.exec(sql), statements, log);
    database.exec('COMMIT');
    database.exec('ANALYZE');
    const measured = database.prepare(MEASURED_SQL(base.accounts)).get();
    database.pragma('journal_mode = WAL');
    const seconds = +((performance.now() - started) / 1000).toFixed(1);
    const result = marker(orders, { ...measured, orders: Number(measured.orders) }, seconds);
    writeFileSync(markerPath, `${JSON.stringify(result, null, 2)}\n`);
    return { ...result, reused: false };
  } finally {
    database.close();
  }
}

async function seedPostgres({ root, url, orders, reseed, log }) {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench_scale_\w+$/.test(name))
    throw new Error(`Only databases named bench_scale_* are seeded here, not ${name}`);
  const require = createRequire(join(root, 'apps/api/package.json'));
  const { default: pg } = await import(pathToFileURL(require.resolve('pg')).href);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.href });
  await admin.connect();
  try {
    const existing = await admin.query(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [name],
    );
    if (!reseed && existing.rows.length === 1) {
      const found = matches(JSON.parse(existing.rows[0].comment ?? 'null'), orders);
      if (found) return { ...found, reused: true };
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }

  const started = performance.now();
  const api = await apiModules(root);
  await migrateAndSeed(api, { kind: 'postgres', url });
  const passwordHash = await api.hashPassword(SCALE_PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const base = {};
    for (const [key, table] of Object.entries(BASE_TABLES)) {
      base[key] = Number((await client.query(`SELECT coalesce(max(id), 0) AS id FROM ${table}`)).rows[0].id);
    }
    const statements = fillStatements({
      dialect: 'postgres',
      orders,
      base,
      now: Math.floor(Date.now() / 1000),
      passwordHash,
    });
    // One transaction, foreign keys checked by the server as on any insert: consistent or nothing.
    await client.query('BEGIN');
    await fill((sql) => client.query(sql), statements, log);
    // Explicit ids were given: each identity counter goes past them, as inserts after the fill need.
    for (const table of FILLED_TABLES) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    }
    await client.query('COMMIT');
    const analyzed = performance.now();
    await client.query('VACUUM ANALYZE');
    log(`  vacuum analyze: ${((performance.now() - analyzed) / 1000).toFixed(1)} s`);
    const measured = (await client.query(MEASURED_SQL(base.accounts))).rows[0];
    const seconds = +((performance.now() - started) / 1000).toFixed(1);
    const result = marker(orders, { ...measured, orders: Number(measured.orders) }, seconds);
    await client.query(`COMMENT ON DATABASE ${name} IS '${JSON.stringify(result)}'`);
    return { ...result, reused: false };
  } finally {
    await client.end();
  }
}

/**
 * Seeds `target` (a SQLite file path or a postgres:// URL) with `orders` orders, or reuses it.
 * Answers { version, orders, measured: { accountId, email, orders }, seconds, reused }.
 */
export async function seedScale({ root, target, orders, reseed = false, log = console.log }) {
  if (!Number.isInteger(orders / ORDERS_PER_ACCOUNT) || orders <= 0) {
    throw new Error(`The size is a positive multiple of ${ORDERS_PER_ACCOUNT} orders, not ${orders}`);
  }
  return isPostgres(target)
    ? seedPostgres({ root, url: target, orders, reseed, log })
    : seedSqlite({ root, path: resolve(target), orders, reseed, log });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [target, size] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!target || !size) {
    console.error(
      'Usage: node bench/scale/seed.mjs <sqlite file | postgres://…/bench_scale_…> <orders> [--reseed]',
    );
    process.exit(2);
  }
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
  const result = await seedScale({
    root,
    target,
    orders: Number(size),
    reseed: process.argv.includes('--reseed'),
  });
  console.log(JSON.stringify(result, null, 2));
}
