import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The journeys run against the real built server (portal + api on one port) with a fresh SQLite
// file, in Debian's Chromium: no browser download.
const port = Number(process.env.E2E_PORT ?? 3210);
// Shared with the workers (they inherit the runner's environment): e2e/support/staff.ts makes
// staff accounts with the server's command on the same database file.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const baseURL = `http://127.0.0.1:${port}`;
const nightly = process.env.NIGHTLY === '1';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // The English runs of the longest journeys (longJourney() of e2e/support/fixtures.ts) wait for
      // the night run, NIGHTLY=1; every run takes them in French.
      grepInvert: nightly ? undefined : /@nightly/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SQLITE_PATH: join(dataDir, 'portal.sqlite'),
      PUBLIC_BASE_URL: baseURL,
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000',
      RATE_LIMIT_SIGNIN_PER_ADDRESS: '1000',
      // The journeys sign in as the demo account many times within the window; the limit per address
      // and per e-mail is tested in the api's suite.
      RATE_LIMIT_SIGNIN_PER_EMAIL: '1000',
      RATE_LIMIT_RESET_PER_ADDRESS: '1000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      RATE_LIMIT_ASSOCIATION_FAILURES_PER_ADDRESS: '1000',
      // Every visit reports its errors, so that a journey meeting one leaves a trace in the log.
      ERROR_REPORTING: 'true',
      ERROR_REPORTING_SAMPLE_RATE: '1',
    },
  },
});
