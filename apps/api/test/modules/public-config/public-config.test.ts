import { describe, expect, it } from 'vitest';
import { VERSION } from '../../../src/version.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';

const [dialect] = DIALECTS;

describe('GET /public-config.json', () => {
  const ctx = useTestApp(dialect!);

  it('answers the portal’s public configuration, not cached for long', async () => {
    const response = await ctx().app.inject({ url: '/public-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      signatureKey: SIGNATURE_KEY,
      networkId: 1,
      version: VERSION,
      environment: 'development',
      devMailbox: true,
    });
  });
});

describe('GET /public-config.json in production', () => {
  const ctx = useTestApp(dialect!, { NODE_ENV: 'production' });

  it('says production and no dev mailbox', async () => {
    const response = await ctx().app.inject({ url: '/public-config.json' });
    expect(response.json()).toMatchObject({ environment: 'production', devMailbox: false });
  });
});
