import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { testConfig, useTestApp } from '../../helpers/app.js';
import { DIALECTS, type TestDatabase } from '../../helpers/databases.js';

const [dialect] = DIALECTS;

const REPORT = {
  kind: 'error',
  message: 'Cannot read properties of undefined (reading "holder")',
  name: 'TypeError',
  stack: 'TypeError: Cannot read properties of undefined\n    at CardDetails (/assets/cards-abc.js:1:200)',
  // The portal sends the query's names only (redactedPage of apps/web).
  page: '/cards?card=',
  release: '0.1.0-abc',
  traceId: 'b1c2d3e4-f5a6',
  locale: 'fr',
};

/** The app with error reporting on, its log lines kept for the test to read. */
function useReportingApp(env: Record<string, string> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance | null = null;
  let database: TestDatabase | null = null;
  beforeAll(async () => {
    database = await dialect!.create();
    const config = testConfig(database.config, { ERROR_REPORTING: 'true', ...env });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp(config, { logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return { app: () => app!, lines };
}

describe('Monitoring/reportError.json with ERROR_REPORTING on', () => {
  const ctx = useReportingApp({ RATE_LIMIT_ERROR_REPORTS_PER_ADDRESS: '3' });

  it('logs the report at warn level with the page, release, trace id and browser', async () => {
    const answer = await post(ctx.app(), 'Monitoring/reportError.json', REPORT, {
      headers: { 'user-agent': 'Mozilla/5.0 (Android 14; Mobile)' },
      ip: '203.0.113.1',
    });
    expect(okResponse(answer)).toEqual({ received: true });
    const logged = ctx.lines.find((line) => line.msg === 'error reported by a browser');
    expect(logged).toMatchObject({
      level: 40,
      clientError: { ...REPORT, userAgent: 'Mozilla/5.0 (Android 14; Mobile)' },
    });
  });

  it('logs a reported page’s query values redacted, as the access log does, whatever the client sent', async () => {
    const page = '/account/data?code=erasure-secret&locale=en';
    okResponse(
      await post(ctx.app(), 'Monitoring/reportError.json', { ...REPORT, page }, { ip: '203.0.113.4' }),
    );
    const logged = ctx.lines.filter((line) => line.msg === 'error reported by a browser').at(-1);
    expect(logged).toMatchObject({ clientError: { page: '/account/data?code=[redacted]&locale=en' } });
    expect(JSON.stringify(ctx.lines)).not.toContain('erasure-secret');
  });

  it('refuses a report that is unsigned, too long, from another origin or with extra fields', async () => {
    const unsigned = await ctx.app().inject({
      method: 'POST',
      url: '/api/Monitoring/reportError.json',
      payload: REPORT,
      remoteAddress: '203.0.113.2',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('BAD_SIGNATURE');
    for (const bad of [
      { ...REPORT, message: 'x'.repeat(1001) },
      { ...REPORT, page: '//evil.example/cards' },
      { ...REPORT, page: 'https://evil.example/' },
      { ...REPORT, kind: 'warning' },
      { ...REPORT, traceId: 'short' },
      { ...REPORT, email: 'someone@example.org' },
    ]) {
      const answer = await post(ctx.app(), 'Monitoring/reportError.json', bad, { ip: '203.0.113.3' });
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
  });

  it('stops listening to an address that sends too many reports', async () => {
    const send = () => post(ctx.app(), 'Monitoring/reportError.json', REPORT, { ip: '203.0.113.9' });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(koError(refused).code).toBe('RATE_LIMITED');
  });
});

describe('Monitoring/reportError.json with ERROR_REPORTING off (the default outside production)', () => {
  const ctx = useTestApp(dialect!);

  it('does not exist', async () => {
    const answer = await post(ctx().app, 'Monitoring/reportError.json', REPORT);
    expect(answer.statusCode).toBe(404);
    expect(koError(answer).code).toBe('NOT_FOUND');
  });
});
