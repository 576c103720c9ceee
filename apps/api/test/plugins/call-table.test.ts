/**
 * The api and the call table of packages/domain agree (issue 6, part B 1): a route missing from
 * the table, a call of the table that is not registered, or an access that differs stops the
 * start.
 */
import { CALL_LIST } from '@oceane/domain';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPlugin } from '../../src/app.js';
import { callTableDifferences } from '../../src/plugins/call-table.js';
import { testConfig, useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';

describe.each(DIALECTS)('the call table ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { ERROR_REPORTING: 'true' });

  it('registers every call of the table at its method and path', () => {
    const { app } = ctx();
    for (const call of CALL_LIST) {
      expect(app.hasRoute({ method: call.method, url: `/api/${call.path}` }), call.name).toBe(true);
    }
  });

  it('refuses to start with a route the table does not list', async () => {
    const { database } = ctx();
    const app = Fastify();
    await appPlugin(app, testConfig(database.config));
    app.post('/api/Extra/unlisted.json', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/POST \/api\/Extra\/unlisted\.json is not in the call table/);
    await app.close().catch(() => {});
  });
});

describe('callTableDifferences', () => {
  const config = testConfig({ kind: 'sqlite', path: ':memory:' }, { ERROR_REPORTING: 'true' });

  it('names a call registered with another access than the table’s, and the calls not registered', () => {
    const problems = callTableDifferences(
      [{ method: 'GET', url: '/api/Account/getCards.json', config: { signed: true } } as RouteOptions],
      config,
    );
    expect(problems).toContain('getCards: registered as public, the table says session');
    expect(problems).toContain('signUp (POST /api/Identity/signUp) is not registered');
    expect(problems.some((problem) => problem.startsWith('getCards (GET'))).toBe(false);
  });

  it('holds a staff call to the staff scope, and a session call out of it', () => {
    const route = (url: string, config: RouteOptions['config']) =>
      ({ method: 'GET', url, config }) as RouteOptions;
    const problems = callTableDifferences(
      [
        route('/api/Staff/whoami.json', { signed: true, session: true }),
        route('/api/Account/getCards.json', { signed: true, session: true, staff: true }),
      ],
      config,
    );
    expect(problems).toContain('staffWhoami: registered as session, the table says staff');
    expect(problems).toContain('getCards: registered as staff, the table says session');
    const staffScope = callTableDifferences(
      [route('/api/Staff/whoami.json', { signed: true, session: true, staff: true })],
      config,
    );
    expect(staffScope.filter((problem) => problem.startsWith('staffWhoami'))).toEqual([]);
  });
});
