// A SQLite database another process holds (a backup or a maintenance script in an exclusive
// transaction), or one that turned read-only or failed on disk, is a database the api cannot use
// now: 503 SERVICE_UNAVAILABLE in the envelope (the sandbox's hosted pages: a 503 page), never a
// 500, and everything works again once it is released. PostgreSQL's outage is
// postgres-outage.fault.test.ts; this is SQLite's, which only SQLite has.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.js';
import { useTestApp } from '../helpers/app.js';
import { koError, okResponse, post } from '../helpers/api.js';
import { freshKey, passengerWithCard, placedOrder, reload } from '../helpers/checkout.js';
import { DIALECTS } from '../helpers/databases.js';
import { payWith } from '../helpers/sandbox-psp.js';

const MONTHLY = 1005;
const MONTHLY_CENTS = 4_900;

/** better-sqlite3's errors carry SQLite's (extended) result code as `code`. */
const sqliteError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('recognizing a SQLite database that cannot be used now', () => {
  it('knows a locked, busy, read-only, failing or full database, and not a constraint or a bug', () => {
    for (const code of [
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_LOCKED',
      'SQLITE_READONLY',
      'SQLITE_READONLY_DBMOVED',
      'SQLITE_IOERR',
      'SQLITE_IOERR_WRITE',
      'SQLITE_CANTOPEN',
      'SQLITE_FULL',
    ]) {
      expect(isDatabaseUnavailable(sqliteError(code, 'database is locked')), code).toBe(true);
    }
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_MISMATCH', 'SQLITE_BUSYNESS']) {
      expect(isDatabaseUnavailable(sqliteError(code, 'no')), code).toBe(false);
    }
  });
});

const sqlite = DIALECTS.find((dialect) => dialect.name === 'sqlite')!;

describe('while another process holds the SQLite database (sqlite)', () => {
  const ctx = useTestApp(sqlite);

  it('answers 503 SERVICE_UNAVAILABLE to the checkout and a 503 page on the hosted page, then works again', async () => {
    const { app, database } = ctx();
    if (database.config.kind !== 'sqlite') throw new Error('a SQLite file is needed');
    // Wait 100 ms for the lock instead of 5 s: the same failure, sooner.
    await sql`PRAGMA busy_timeout = 100`.execute(app.db);
    const { me, card } = await passengerWithCard(app);
    const placed = await placedOrder(app, me, {
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    const create = () =>
      post(app, 'Order/create.json', {
        userToken: me.userToken,
        items: [reload(card.id, 1001)],
        installments: 1,
        expectedTotalCents: 170,
        acceptTerms: true,
        idempotencyKey: freshKey(),
        locale: 'en',
      });

    const other = new Database(database.config.path);
    other.exec('BEGIN EXCLUSIVE');
    try {
      const refused = await create();
      expect(refused.statusCode).toBe(503);
      expect(koError(refused)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable: please try again in a moment.',
      });
      const page = await payWith(app, placed.paymentId, '4242 4242 4242 4242');
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }

    expect(okResponse(await create())).toHaveProperty('order');
    expect((await payWith(app, placed.paymentId, '4242 4242 4242 4242')).statusCode).toBe(303);
  });
});
