// While the database cannot be reached (restart, failover, network), the api answers 503
// SERVICE_UNAVAILABLE in the envelope, and answers normally again once it returns, without a
// restart. The real outage (a PostgreSQL stopped and started under traffic) is
// postgres-outage.fault.test.ts; here the driver's failures are simulated on every dialect, and a
// real test database is dropped under a running app where a PostgreSQL server is reachable.
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.js';
import { testConfig, useTestApp } from '../helpers/app.js';
import { get, koError, okResponse, post, type Answer } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';
import { signUpAndLogIn } from '../helpers/passengers.js';

/** What pg and Node throw when the server went away, as the driver passes them on. */
const CONNECTION_FAILURES: Record<string, () => Error> = {
  'admin shutdown (57P01)': () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  'deadlock victim, rolled back (40P01)': () =>
    Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  'connection refused': () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    }),
  'connection lost': () => new Error('Connection terminated unexpectedly'),
  'pool timeout': () => new Error('timeout exceeded when trying to connect'),
};

function expectUnavailable(answer: Answer, label: string) {
  expect(answer.statusCode, label).toBe(503);
  expect(koError(answer).code, label).toBe('SERVICE_UNAVAILABLE');
}

describe('recognizing a database that cannot be reached', () => {
  it('knows the connection failures of pg and Node, and nothing else', () => {
    for (const [label, failure] of Object.entries(CONNECTION_FAILURES)) {
      expect(isDatabaseUnavailable(failure()), label).toBe(true);
    }
    const refusedTwice = Object.assign(new AggregateError([CONNECTION_FAILURES['connection refused']!()]), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refusedTwice)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    // A client that hangs up mid-body: the body's reader fails with ECONNRESET and a 400.
    const hungUp = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    expect(isDatabaseUnavailable(hungUp)).toBe(false);
  });
});

describe.each(DIALECTS)('while the database cannot be reached ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers 503 SERVICE_UNAVAILABLE in the envelope, in the caller’s language, then recovers', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    for (const [label, failure] of Object.entries(CONNECTION_FAILURES)) {
      const spy = vi.spyOn(app.db.getExecutor(), 'executeQuery').mockRejectedValue(failure());
      try {
        const cards = await get(app, 'Account/getCards.json', { userToken: me.userToken, locale: 'en' });
        expectUnavailable(cards, label);
        expect(koError(cards).message).toBe(
          'The service is temporarily unavailable: please try again in a moment.',
        );
        const { email, password } = me.passenger;
        const signIn = await post(app, 'Identity/signIn', { email, password });
        expectUnavailable(signIn, label);
        expect(koError(signIn).message).toBe(
          'Le service est momentanément indisponible\u00a0: veuillez réessayer dans un instant.',
        );
        const health = await app.inject({ url: '/api/health' });
        expect(health.statusCode, label).toBe(503);
        expect(health.json().error).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          fields: { database: 'down' },
        });
      } finally {
        spy.mockRestore();
      }
      okResponse(await get(app, 'Account/getCards.json', { userToken: me.userToken }));
    }
  });
});

const realPostgres = DIALECTS.find((dialect) => dialect.name === 'postgres');
// Registered only where a PostgreSQL server answers (else the PostgreSQL dialect is PGlite, which
// has no connection to lose); postgres-outage.fault.test.ts covers it with a cluster of its own.
if (realPostgres) {
  describe('a test database dropped under a running app (PostgreSQL)', () => {
    it('ends the app’s connections without crashing the process; the app answers 503', async () => {
      const database = await realPostgres.create();
      const app = await buildApp(testConfig(database.config));
      try {
        const me = await signUpAndLogIn(app);
        // Several idle connections in the pool, each ended by the drop (57P01).
        await Promise.all(
          Array.from({ length: 4 }, () => get(app, 'Account/getCards.json', { userToken: me.userToken })),
        );
        await database.drop();
        // Any error the pool failed to catch would surface here as an uncaught exception.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expectUnavailable(await get(app, 'Account/getCards.json', { userToken: me.userToken }), 'dropped');
      } finally {
        await app.close();
        await database.drop();
      }
    });
  });
}
