/** Builds the app for a test on a fresh database of one dialect; no port is opened (app.inject). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Dialect, TestDatabase } from './databases.js';

export const SIGNATURE_KEY = 'test-signature-key';

/** Limits high enough that only the rate-limit tests meet them. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_SIGNIN_PER_ADDRESS: '10000',
  RATE_LIMIT_SIGNIN_PER_EMAIL: '10000',
  RATE_LIMIT_SIGNUP_PER_ADDRESS: '10000',
  RATE_LIMIT_RESET_PER_ADDRESS: '10000',
  RATE_LIMIT_RESET_PER_EMAIL: '10000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '10000',
  RATE_LIMIT_ASSOCIATION_FAILURES_PER_ACCOUNT: '10000',
  RATE_LIMIT_ASSOCIATION_FAILURES_PER_ADDRESS: '10000',
  RATE_LIMIT_MEDIA_SEARCH_PER_ADDRESS: '10000',
  RATE_LIMIT_PAIRING_FAILURES_PER_ACCOUNT: '10000',
  RATE_LIMIT_PAIRING_FAILURES_PER_ADDRESS: '10000',
  RATE_LIMIT_PAIRING_STARTS_PER_ADDRESS: '10000',
  RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT: '10000',
};

export function testConfig(database: TestDatabase['config'], env: Record<string, string> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIGNATURE_KEY,
    PUBLIC_BASE_URL: 'https://portal.test',
    // No portal build unless a test provides one.
    WEB_BUILD_DIR: join(mkdtempSync(join(tmpdir(), 'portal-no-build-')), 'missing'),
    ...GENEROUS_LIMITS,
    // A secret of the tests' own (production refuses the development default), and no background
    // job: a test runs the notifier itself (sandbox-psp deliverNotifications), so it is deterministic.
    PAYMENT_NOTIFICATION_SECRET: 'test-payment-notification-secret',
    // The key sealing the staff's TOTP secrets (decision 078), of the tests' own for the same reason.
    STAFF_TOTP_KEY: 'test-staff-totp-key-of-the-tests-own-0000',
    JOBS: 'off',
    ...env,
  });
  return { ...config, database };
}

export type TestApp = { app: FastifyInstance; config: Config; database: TestDatabase };

/** One app per describe block: built before its tests on a fresh database, closed and dropped after. */
export function useTestApp(dialect: Dialect, env: Record<string, string> = {}): () => TestApp {
  let current: TestApp | null = null;
  beforeAll(async () => {
    const database = await dialect.create();
    const config = testConfig(database.config, env);
    try {
      current = { app: await buildApp(config), config, database };
    } catch (error) {
      // No app to close, but the database was created: drop it, then fail the block.
      await database.drop();
      throw error;
    }
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.drop();
    current = null;
  });
  return () => {
    if (!current) throw new Error('the test app is not built yet');
    return current;
  };
}
