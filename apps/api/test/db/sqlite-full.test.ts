// A SQLite database that is full (issue 8): a write that needs a page more answers 503
// SERVICE_UNAVAILABLE, reads go on, and writes work again once there is room. SQLite rolls a
// transaction back by itself when a write finds the disk full; the api's own ROLLBACK after it
// once failed with "no transaction is active", which replaced the SQLITE_FULL and answered 500.
// PRAGMA max_page_count on the app's own connection stands in for the full disk (the real one, a
// tmpfs filled under traffic, is test/reliability/sqlite-faults.reliability.test.ts).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.js';
import { useTestApp } from '../helpers/app.js';
import { get, koError, okResponse, post, type Answer } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';
import { freshPassenger, signUpAndLogIn } from '../helpers/passengers.js';

const sqlite = DIALECTS.find((dialect) => dialect.name === 'sqlite')!;

// Enough sign-ups to fill the pages the database has: each adds rows to several tables.
const MOST_SIGN_UPS = 200;

describe('a transaction that finds the SQLite database full (sqlite)', () => {
  it('fails with SQLITE_FULL, which the api knows as a database it cannot use now', async () => {
    const database = await sqlite.create();
    if (database.config.kind !== 'sqlite') throw new Error('a SQLite file is needed');
    const { db } = await openDatabase(database.config);
    try {
      await sql`create table filler (bytes blob)`.execute(db);
      const pages = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(db)).rows[0]!.page_count;
      await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(db);

      const failure = await db
        .transaction()
        .execute((trx) => sql`insert into filler values (zeroblob(100000))`.execute(trx))
        .then(
          () => null,
          (error: unknown) => error,
        );

      expect(failure).toMatchObject({ code: 'SQLITE_FULL' });
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe('a full SQLite database (sqlite)', () => {
  const ctx = useTestApp(sqlite);

  it('answers 503 SERVICE_UNAVAILABLE to a write, goes on reading, and writes again once there is room', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const signUp = () =>
      post(
        app,
        'Identity/signUp',
        { ...freshPassenger(), acceptTerms: true },
        { headers: { 'accept-language': 'en' } },
      );
    const pages = Number(
      (await sql<{ page_count: number }>`PRAGMA page_count`.execute(app.db)).rows[0]!.page_count,
    );

    await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(app.db);
    let refused: Answer | undefined;
    try {
      for (let count = 0; count < MOST_SIGN_UPS && !refused; count += 1) {
        const answer = await signUp();
        if (answer.statusCode !== 200) refused = answer;
      }
      expect(refused?.statusCode, JSON.stringify(refused?.body)).toBe(503);
      expect(koError(refused!)).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable: please try again in a moment.',
      });
      expect(okResponse(await get(app, 'Account/getCards.json', { userToken: me.userToken }))).toBeDefined();
    } finally {
      // SQLite's own limit: a billion pages, far past any disk.
      await sql.raw('PRAGMA max_page_count = 1073741823').execute(app.db);
    }

    expect(okResponse(await signUp())).toHaveProperty('idToken');
    const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(app.db);
    expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
  });
});
