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
      errorReporting: false,
      traceSampleRate: 0.7,
      analytics: null,
      postPaymentFareId: 113,
    });
  });
});

describe('GET /public-config.json in production', () => {
  const ctx = useTestApp(dialect!, { NODE_ENV: 'production' });

  it('says production, no dev mailbox, and error reporting on at the §9 sample rate', async () => {
    const response = await ctx().app.inject({ url: '/public-config.json' });
    expect(response.json()).toMatchObject({
      environment: 'production',
      devMailbox: false,
      errorReporting: true,
      traceSampleRate: 0.7,
    });
  });
});

describe('GET /public-config.json with an analytics key', () => {
  const ctx = useTestApp(dialect!, {
    ANALYTICS_KEY: 'oceane-portal',
    ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
    ERROR_REPORTING: 'false',
    ERROR_REPORTING_SAMPLE_RATE: '0.25',
  });

  it('gives the portal the key and the script to load, and the flags as set', async () => {
    const response = await ctx().app.inject({ url: '/public-config.json' });
    expect(response.json()).toMatchObject({
      errorReporting: false,
      traceSampleRate: 0.25,
      analytics: { key: 'oceane-portal', scriptUrl: 'https://stats.example.org/js/script.js' },
    });
  });
});
