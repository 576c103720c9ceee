import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_PACKAGE_DIR,
  ConfigError,
  DEV_PAYMENT_NOTIFICATION_SECRET,
  DEV_STAFF_TOTP_KEY,
  devMailboxEnabled,
  devMailboxNotice,
  loadConfig,
} from '../src/config.js';

/** Production asks for secrets of its own (the development defaults are public). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_NOTIFICATION_SECRET: 'a-production-notification-secret',
  STAFF_TOTP_KEY: 'a-production-staff-totp-key-of-32-characters',
};

/** A server other machines reach asks for a notification secret of its own too (decision 059). */
const OWN_SECRET = {
  PAYMENT_NOTIFICATION_SECRET: 'a-notification-secret-of-our-own',
  STAFF_TOTP_KEY: 'a-staff-totp-key-of-our-own-32-characters',
};

describe('configuration from the environment', () => {
  it('runs on one machine with no variable set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      database: { kind: 'sqlite', path: resolve(process.cwd(), 'data/portal.sqlite') },
      signatureKey: 'portal-dev-signature-key',
      publicBaseUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Océane Mobilités <no-reply@oceane-mobilites.example>',
      redisUrl: null,
      session: { idleMinutes: 1440, maxDays: 30 },
      trustProxy: false,
      networkId: 1,
      seedDemo: true,
      bodyLimitBytes: 1_048_576,
      webBuildDir: resolve(API_PACKAGE_DIR, '../web/build/client'),
    });
    expect(devMailboxEnabled(config)).toBe(true);
  });

  it('sends the payment provider’s notifications to this api, signed with a secret production must set', () => {
    expect(loadConfig({ PORT: '8080' }).payments).toEqual({
      provider: 'sandbox',
      notificationUrl: 'http://127.0.0.1:8080/api/Payment/acknowledge.json',
      notificationSecret: DEV_PAYMENT_NOTIFICATION_SECRET,
    });
    expect(
      loadConfig({ PAYMENT_NOTIFICATION_URL: 'https://api.example.org/api/Payment/acknowledge.json' })
        .payments.notificationUrl,
    ).toBe('https://api.example.org/api/Payment/acknowledge.json');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_NOTIFICATION_SECRET: set a secret of your own in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_NOTIFICATION_SECRET: 'short' })).toThrow(
      /PAYMENT_NOTIFICATION_SECRET: must be at least 16 characters long$/m,
    );
    expect(loadConfig(PRODUCTION).payments.notificationSecret).toBe('a-production-notification-secret');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER: must be sandbox/);
  });

  it('refuses the public notification secret wherever the dev mailbox is refused: another machine reaches the port', () => {
    // A forged payment.succeeded signed with the key of the repository would pay an order there.
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '192.168.1.20' },
      { TRUST_PROXY: 'true' },
      { TRUST_PROXY: '10.0.0.1' },
      { HOST: '0.0.0.0', DEV_MAILBOX: 'true' },
      { HOST: '::', PAYMENT_NOTIFICATION_SECRET: DEV_PAYMENT_NOTIFICATION_SECRET },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /PAYMENT_NOTIFICATION_SECRET: set a secret of your own: (HOST=\S+ is reachable from other machines|TRUST_PROXY is set)/,
      );
    }
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      'PAYMENT_NOTIFICATION_SECRET: set a secret of your own: HOST=0.0.0.0 is reachable from other machines, and the development default is public (a notification signed with it would pay an order)',
    );
    // This machine alone (npm start, npm run dev, the e2e journeys): the sandbox works as it is.
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      expect(loadConfig({ HOST: host }).payments.notificationSecret).toBe(DEV_PAYMENT_NOTIFICATION_SECRET);
    }
    expect(loadConfig({ HOST: '0.0.0.0', ...OWN_SECRET }).payments.notificationSecret).toBe(
      OWN_SECRET.PAYMENT_NOTIFICATION_SECRET,
    );
  });

  it('seals the staff’s authenticator secrets with a key production and other machines must set (decision 078)', () => {
    expect(loadConfig({}).staffTotpKey).toBe(DEV_STAFF_TOTP_KEY);
    const { STAFF_TOTP_KEY: _ownKey, ...productionWithoutKey } = PRODUCTION;
    expect(() => loadConfig(productionWithoutKey)).toThrow(
      /STAFF_TOTP_KEY: set a key of your own in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, STAFF_TOTP_KEY: 'too-short' })).toThrow(
      /STAFF_TOTP_KEY: must be at least 32 characters long$/m,
    );
    expect(() =>
      loadConfig({ HOST: '0.0.0.0', PAYMENT_NOTIFICATION_SECRET: OWN_SECRET.PAYMENT_NOTIFICATION_SECRET }),
    ).toThrow(/STAFF_TOTP_KEY: set a key of your own: HOST=0.0.0.0 is reachable from other machines/);
    expect(loadConfig(PRODUCTION).staffTotpKey).toBe(PRODUCTION.STAFF_TOTP_KEY);
  });

  it('closes slow clients after 10 s for the headers and 30 s for the request, each configurable', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000 });
    expect(
      loadConfig({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', KEEP_ALIVE_TIMEOUT_MS: '500' })
        .timeouts,
    ).toEqual({ headersMs: 1000, requestMs: 2000, keepAliveMs: 500 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS: must be between/);
  });

  it('runs the background jobs unless JOBS=off', () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe(false);
    expect(() => loadConfig({ JOBS: 'maybe' })).toThrow(/JOBS: must be on or off/);
  });

  it('seeds the demo account outside production only, unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({ ...PRODUCTION }).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('derives the public address from PORT and reads each database URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'pglite://memory' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
    expect(loadConfig({ DATABASE_URL: 'pglite:///var/lib/portal' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/portal',
    });
    expect(loadConfig({ SQLITE_PATH: '/tmp/x.sqlite' }).database).toEqual({
      kind: 'sqlite',
      path: '/tmp/x.sqlite',
    });
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', ...OWN_SECRET }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2', ...OWN_SECRET }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2', ...OWN_SECRET }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every wrong variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        NODE_ENV: 'staging',
        PUBLIC_BASE_URL: 'not a url',
        DATABASE_URL: 'mysql://x',
        SESSION_IDLE_MINUTES: '0',
        SEED_DEMO: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining([
        'PORT',
        'NODE_ENV',
        'PUBLIC_BASE_URL',
        'DATABASE_URL',
        'SESSION_IDLE_MINUTES',
        'SEED_DEMO',
      ]),
    );
    expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
    expect((error as Error).message).toContain('PORT: must be a whole number (got "abc")');
  });

  it('closes the dev mailbox in production and when mail goes out by SMTP', () => {
    expect(devMailboxEnabled(loadConfig({ ...PRODUCTION }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' }))).toBe(false);
  });

  it('opens the dev mailbox by itself only on a loopback address, with no proxy in front', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2']) {
      expect(devMailboxEnabled(loadConfig({ HOST: host })), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'portal.example.org']) {
      expect(devMailboxEnabled(loadConfig({ HOST: host, ...OWN_SECRET })), host).toBe(false);
    }
    // Behind a proxy, a loopback address no longer means that only this machine reaches the port.
    expect(devMailboxEnabled(loadConfig({ TRUST_PROXY: 'true', ...OWN_SECRET }))).toBe(false);
  });

  it('DEV_MAILBOX=true opens it on any address, DEV_MAILBOX=false closes it, and production refuses it', () => {
    expect(loadConfig({}).devMailbox).toBeNull();
    expect(devMailboxEnabled(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'true', ...OWN_SECRET }))).toBe(true);
    expect(devMailboxEnabled(loadConfig({ TRUST_PROXY: 'true', DEV_MAILBOX: 'yes', ...OWN_SECRET }))).toBe(
      true,
    );
    expect(devMailboxEnabled(loadConfig({ DEV_MAILBOX: 'false' }))).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX: the dev mailbox shows every mailed link and never runs in production/,
    );
    expect(() => loadConfig({ DEV_MAILBOX: 'maybe' })).toThrow(/DEV_MAILBOX: must be true or false/);
  });

  it('says at start where the dev mailbox is, or why it is off', () => {
    expect(devMailboxNotice(loadConfig({ PORT: '8080' }))).toBe(
      'dev mailbox at http://localhost:8080/dev/mailbox (every mailed link, for this machine only)',
    );
    expect(devMailboxNotice(loadConfig({ HOST: '0.0.0.0', ...OWN_SECRET }))).toBe(
      'dev mailbox off: HOST=0.0.0.0 is reachable from other machines (DEV_MAILBOX=true shows it anyway)',
    );
    expect(devMailboxNotice(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'true', ...OWN_SECRET }))).toBe(
      'dev mailbox at http://localhost:3000/dev/mailbox (DEV_MAILBOX=true: every mailed link, for anyone who reaches the port)',
    );
    expect(devMailboxNotice(loadConfig({ TRUST_PROXY: '1', ...OWN_SECRET }))).toBe(
      'dev mailbox off: TRUST_PROXY is set, so clients reach the port through a proxy (DEV_MAILBOX=true shows it anyway)',
    );
    expect(devMailboxNotice(loadConfig({ DEV_MAILBOX: 'false' }))).toBe('dev mailbox off: DEV_MAILBOX=false');
    expect(devMailboxNotice(loadConfig({ ...PRODUCTION }))).toBe('dev mailbox off: NODE_ENV=production');
    expect(devMailboxNotice(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' }))).toBe(
      'dev mailbox off: mails go out through SMTP_URL',
    );
  });

  it('offers external sign-in only from a portal whose browsers keep a Secure cookie: https, or http on this machine', () => {
    const oidc = {
      OIDC_ISSUER: 'https://id.example.org',
      OIDC_CLIENT_ID: 'portail',
      OIDC_CLIENT_SECRET: 's',
    };
    expect(() => loadConfig({ ...oidc, PUBLIC_BASE_URL: 'http://portail.example.org' })).toThrow(
      /PUBLIC_BASE_URL: must be an https URL to offer external sign-in/,
    );
    expect(() => loadConfig({ ...oidc, PUBLIC_BASE_URL: 'http://192.168.1.20:3000' })).toThrow(
      /PUBLIC_BASE_URL/,
    );
    for (const base of [
      'https://portail.example.org',
      'http://127.0.0.1:3652',
      'http://[::1]:3000',
      undefined,
    ])
      expect(loadConfig({ ...oidc, ...(base ? { PUBLIC_BASE_URL: base } : {}) }).externalSignIn?.issuer).toBe(
        'https://id.example.org',
      );
    // Without a provider, plain http stays allowed (the cookie is only for the trip to it).
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://portail.example.org' }).publicBaseUrl).toBe(
      'http://portail.example.org',
    );
  });

  it('reports browser errors in production by default, and loads analytics only with a key and a script', () => {
    expect(loadConfig({}).monitoring).toEqual({
      errorReporting: false,
      traceSampleRate: 0.7,
      analytics: null,
    });
    expect(loadConfig({ ...PRODUCTION }).monitoring.errorReporting).toBe(true);
    expect(loadConfig({ ...PRODUCTION, ERROR_REPORTING: 'no' }).monitoring.errorReporting).toBe(false);
    expect(
      loadConfig({ ANALYTICS_KEY: 'k-1', ANALYTICS_SCRIPT_URL: 'https://stats.example.org/s.js' }).monitoring
        .analytics,
    ).toEqual({ key: 'k-1', scriptUrl: 'https://stats.example.org/s.js' });
    expect(() => loadConfig({ ANALYTICS_KEY: 'k-1' })).toThrow(/ANALYTICS_SCRIPT_URL/);
    expect(() =>
      loadConfig({ ANALYTICS_KEY: 'k-1', ANALYTICS_SCRIPT_URL: 'http://stats.example.org/s.js' }),
    ).toThrow(/ANALYTICS_SCRIPT_URL: must be an https URL/);
    expect(() => loadConfig({ ERROR_REPORTING_SAMPLE_RATE: '1.5' })).toThrow(
      /ERROR_REPORTING_SAMPLE_RATE: must be a number from 0 to 1/,
    );
    expect(loadConfig({ ERROR_REPORTING_SAMPLE_RATE: '0' }).monitoring.traceSampleRate).toBe(0);
  });
});
