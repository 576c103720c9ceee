// The query plans of the scale bench's calls (issue 9): the api's own code (apps/api/dist) runs
// each call's reads once on a Kysely whose `log` records every statement with its parameters,
// then each statement is explained on the same database: EXPLAIN QUERY PLAN on SQLite, EXPLAIN on
// PostgreSQL. Capturing rather than copying the SQL means a repo changed later is explained as it
// is. A full scan of a big table (SQLite `SCAN t` without an index, PostgreSQL `Seq Scan on t`) is
// what grows with the database, so each one is reported.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FILLED_TABLES } from './fill.mjs';

/** Tables that grow with the number of accounts or orders; the catalogue's stay small. */
const BIG_TABLES = new Set([...FILLED_TABLES, 'validations', 'duplicate_requests']);

async function importFrom(root, specifier) {
  const require = createRequire(join(root, 'apps/api/package.json'));
  return import(pathToFileURL(require.resolve(specifier)).href);
}

const dist = (root, path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

/** A Kysely on the database with a driver of its own, recording each statement it runs. */
async function recordingDb(root, target, recorded) {
  const kysely = await importFrom(root, 'kysely');
  const log = (event) => {
    if (event.level === 'query')
      recorded.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
  };
  if (target.kind === 'sqlite') {
    const { default: SQLite } = await importFrom(root, 'better-sqlite3');
    const database = new SQLite(target.path);
    const db = new kysely.Kysely({ dialect: new kysely.SqliteDialect({ database }), log });
    const explain = async ({ sql, parameters }) =>
      planTree(database.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters));
    return { db, explain };
  }
  const { default: pg } = await importFrom(root, 'pg');
  const pool = new pg.Pool({ connectionString: target.url, max: 2 });
  const db = new kysely.Kysely({ dialect: new kysely.PostgresDialect({ pool }), log });
  const explain = async ({ sql, parameters }) =>
    (await pool.query(`EXPLAIN ${sql}`, parameters)).rows.map((row) => row['QUERY PLAN']);
  return { db, explain };
}

/** SQLite's plan rows (id, parent, detail) as an indented tree, like the sqlite3 shell prints it. */
function planTree(rows) {
  const depth = new Map([[0, -1]]);
  return rows.map((row) => {
    const level = (depth.get(row.parent) ?? -1) + 1;
    depth.set(row.id, level);
    return `${'  '.repeat(level)}${row.detail}`;
  });
}

/** The big tables a plan reads in full. */
export function fullScans(plan) {
  const tables = [];
  for (const line of plan) {
    const sqlite = /^\s*SCAN (\w+)(.*)$/.exec(line);
    if (sqlite && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(sqlite[2]))
      tables.push(sqlite[1]);
    const postgres = /Seq Scan on (\w+)/.exec(line);
    if (postgres) tables.push(postgres[1]);
  }
  return tables.filter((table) => BIG_TABLES.has(table));
}

/**
 * Runs the reads of the three calls for `account` as the server does and explains each statement.
 * `target` is { kind: 'sqlite', path } or { kind: 'postgres', url }; `cardId` is the card the
 * computeAmount body names. Answers [{ call, sql, parameters, plan, fullScans }], one per distinct
 * statement of each call, the session's lookup first.
 */
export async function explainCalls({ root, target, accountId, cardId, amountInput, userToken }) {
  const [sessionsRepo, tokens, cards, tracking, pricing, time] = await Promise.all([
    dist(root, 'modules/sessions/repo.js'),
    dist(root, 'lib/tokens.js'),
    dist(root, 'modules/cards/service.js'),
    dist(root, 'modules/orders/tracking.js'),
    dist(root, 'modules/pricing/pricing.js'),
    dist(root, 'lib/time.js'),
  ]);
  const recorded = [];
  const { db, explain } = await recordingDb(root, target, recorded);
  const session = {
    sessionId: 0,
    accountId,
    identityId: null,
    networkId: 1,
    name: '',
    firstname: '',
    guest: false,
    role: 'passenger',
    absoluteExpiresAt: '',
    expiresAt: '',
  };
  const calls = [
    // Every authenticated call first finds its session by the token's hash.
    ['session lookup (every call)', () => sessionsRepo.findSessionByHash(db, tokens.hashSecret(userToken))],
    ['Account/getCards.json', () => cards.getCards(db, session, undefined, 'fr')],
    ['Order/history.json', () => tracking.orderHistory(db, session, {}, 'fr')],
    // The next page: keyset on the order id (`before`), never an offset that reads the rows skipped.
    [
      'Order/history.json, next page',
      async () => {
        const { next } = await tracking.orderHistory(db, session, { limit: 5 }, 'fr');
        recorded.length = 0;
        if (next !== null) await tracking.orderHistory(db, session, { before: next, limit: 5 }, 'fr');
      },
    ],
    [
      'Order/computeAmount.json',
      () => pricing.priceCart(db, session, amountInput(cardId), 'fr', time.today()),
    ],
  ];
  const explained = [];
  // A statement already explained for an earlier call is not repeated.
  const seen = new Set();
  try {
    for (const [call, run] of calls) {
      recorded.length = 0;
      await run();
      // A repo that stopped going through the Kysely it is given would hide its statements here.
      if (recorded.length === 0) throw new Error(`${call}: no statement was captured to explain`);
      for (const statement of recorded) {
        // `in (?, ?)` and `in (?)` are one statement for the planner.
        const shape = statement.sql.replace(/\((?:\?|\$\d+)(?:, (?:\?|\$\d+))*\)/g, '(…)');
        if (seen.has(shape)) continue;
        seen.add(shape);
        const plan = await explain(statement);
        explained.push({ call, ...statement, plan, fullScans: fullScans(plan) });
      }
    }
  } finally {
    await db.destroy();
  }
  return explained;
}
