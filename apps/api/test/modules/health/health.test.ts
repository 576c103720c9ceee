import { describe, expect, it } from 'vitest';
import { VERSION } from '../../../src/version.js';
import { answerOf } from '../../helpers/api.js';
import { useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';

describe.each(DIALECTS)('GET /api/health ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers up, the version and the database, unsigned and never cached', async () => {
    const response = await ctx().app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      response: { status: 'up', version: VERSION, database: ctx().config.database.kind },
    });
  });
});

describe('GET /api/health with the database gone', () => {
  const ctx = useTestApp(DIALECTS[0]!);

  it('answers 503 SERVICE_UNAVAILABLE in the envelope, saying the database is down', async () => {
    const { app } = ctx();
    await app.db.destroy();
    const response = await app.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(answerOf(response).body).toEqual({
      status: 'ko',
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable: please try again in a moment.',
        fields: { database: 'down' },
      },
    });
  });
});
