/**
 * The environment variables the server reads, each with its rule, its default and its
 * description: the configuration tables of README.md and apps/api/README.md are generated from
 * these descriptions (test/config-doc.test.ts; UPDATE_DOCS=1 rewrites them). config.ts turns the
 * parsed variables into the `Config` the app reads. Long because it lists every variable with its
 * words; it changes for one reason, a variable added or changed.
 */
import { TRACE_SAMPLE_RATE } from '@oceane/domain';
import { z } from 'zod';

/**
 * The development default of PAYMENT_NOTIFICATION_SECRET (decision 026). Anyone who reads the
 * repository knows it, so production refuses to start with it: a forged notification would pay
 * an order.
 */
export const DEV_PAYMENT_NOTIFICATION_SECRET = 'sandbox-dev-notification-secret';

/**
 * The development default of STAFF_TOTP_KEY (decision 078): public, so production refuses to
 * start with it, as wherever other machines reach the port.
 */
export const DEV_STAFF_TOTP_KEY = 'portal-dev-staff-totp-key-public-by-design';

/**
 * The table's words for a variable: what it does, and what the default column says when the
 * schema has no default value to show (a default computed from other variables, or a behaviour).
 */
export type VariableDoc = { description: string; defaultText?: string };

const doc = (description: string, defaultText: string): VariableDoc => ({ description, defaultText });

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: `must be between ${min} and ${max}` });

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value), {
    error: 'must be an http(s) URL such as https://portal.example.org',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A limit of requests per window (RATE_LIMIT_WINDOW_MINUTES), with its default. */
const limit = (fallback: number, description: string) =>
  integer(1, 10_000_000).default(fallback).describe(description);

/** In the order of the tables: where to listen, data, mail, sessions, limits, monitoring, payments, sign-in. */
export const envSchema = z.object({
  PORT: integer(1, 65535).default(3000).describe('port of the portal and the api'),
  HOST: z
    .string()
    .trim()
    .min(1)
    .default('127.0.0.1')
    .describe(
      'address to listen on (`0.0.0.0` in a container, with a `PAYMENT_NOTIFICATION_SECRET` of your own: the development default is refused wherever other machines reach the port)',
    ),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development')
    .describe('`production` hides the dev mailbox and stack details; `test` for the test suite'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info')
    .describe('pino level (`silent` to mute); secrets and most query values are redacted'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^(postgres|postgresql):\/\/./.test(value) || /^pglite:\/\/(memory|\/.+)$/.test(value),
      {
        error: 'must be postgres://…, postgresql://…, pglite://memory or pglite:///a/directory',
      },
    )
    .optional()
    .meta(
      doc(
        '`postgres://user@host:5432/db` (or `postgresql://…`) for PostgreSQL; `pglite://memory` or `pglite:///a/directory` for an in-process PostgreSQL',
        'unset → SQLite',
      ),
    ),
  SQLITE_PATH: z
    .string()
    .trim()
    .min(1)
    .default('./data/portal.sqlite')
    .meta(
      doc(
        'the SQLite file when `DATABASE_URL` is unset; its folder is created',
        '`./data/portal.sqlite` (from the working directory)',
      ),
    ),
  SIGNATURE_KEY: z
    .string()
    .min(8, { error: 'must be at least 8 characters long' })
    .default('portal-dev-signature-key')
    .describe('sHMAC key; public by design, sent to the portal'),
  PUBLIC_BASE_URL: httpUrl
    .optional()
    .meta(
      doc(
        "the portal's public address, used in mailed links and as the payment page's way back",
        '`http://localhost:$PORT`',
      ),
    ),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/./.test(value) && URL.canParse(value), {
      error: 'must be an smtp:// or smtps:// URL',
    })
    .optional()
    .meta(
      doc(
        'an `smtp://` or `smtps://` URL, e.g. `smtp://user:pass@smtp.example.org:587`; unset keeps mails in the database outbox',
        'unset → outbox only',
      ),
    ),
  DEV_MAILBOX: flag
    .optional()
    .meta(
      doc(
        '`true` serves `/dev/mailbox` on any address, `false` turns it off; refused in production',
        'unset → on for a loopback `HOST`',
      ),
    ),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Océane Mobilités <no-reply@oceane-mobilites.example>')
    .describe('sender of mails'),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\/./.test(value) && URL.canParse(value), {
      error: 'must be a redis:// or rediss:// URL',
    })
    .optional()
    .meta(
      doc(
        'rate-limit counters shared by several api replicas; in memory while it is down',
        'unset → in-memory counters',
      ),
    ),
  SESSION_IDLE_MINUTES: integer(1, 525_600)
    .default(1440)
    .describe('a session ends after this long without a call'),
  SESSION_MAX_DAYS: integer(1, 3650)
    .default(30)
    .describe('a session ends this long after login, whatever happens'),
  ID_TOKEN_MINUTES: integer(1, 10_080)
    .default(60)
    .describe('lifetime of the ID token of Identity/signIn, exchanged at login'),
  NETWORK_ID: integer(1, 2_147_483_647)
    .default(1)
    .describe('the network this portal serves: of sign-ups and of `/public-config.json`'),
  SEED_DEMO: flag
    .optional()
    .meta(
      doc(
        'seed the demo data: the demo, family and (outside production) staff accounts, the test cards and the promo codes (decision 056)',
        '`true`, `false` in production',
      ),
    ),
  BODY_LIMIT_BYTES: integer(1024, 64 * 1024 * 1024)
    .default(1024 * 1024)
    .describe('largest JSON body (413 beyond)'),
  HEADERS_TIMEOUT_MS: integer(100, 600_000)
    .default(10_000)
    .describe('a client whose headers are not in by then (slow loris, idle socket) gets 408 and is closed'),
  REQUEST_TIMEOUT_MS: integer(100, 3_600_000)
    .default(30_000)
    .describe('the same for the whole request, body included'),
  // Fastify's default: longer than the 60 s idle timeout of common load balancers, so that the
  // proxy, not the api, closes an idle connection (else a request sent as it closes fails).
  KEEP_ALIVE_TIMEOUT_MS: integer(100, 3_600_000)
    .default(72_000)
    .describe("an idle keep-alive connection closes after this; keep it above the proxy's idle timeout"),
  // The back office's refunds (decision 075): an agent refunds up to this, a supervisor above.
  REFUND_AGENT_LIMIT_CENTS: integer(0, 100_000_000)
    .default(5_000)
    .describe(
      'an agent refunds up to this amount (cents, VAT included) at once; above it, only a supervisor',
    ),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim());
    })
    .describe('behind a load balancer: `true`, a hop count, or a comma-separated list of proxy addresses'),
  RATE_LIMIT_WINDOW_MINUTES: integer(1, 1440).default(15).describe('window of every rate limit below'),
  RATE_LIMIT_SIGNIN_PER_ADDRESS: limit(50, 'Identity/signIn attempts per client address per window'),
  RATE_LIMIT_SIGNIN_PER_EMAIL: limit(10, 'Identity/signIn attempts per e-mail per window'),
  RATE_LIMIT_SIGNUP_PER_ADDRESS: limit(20, 'Identity/signUp per client address per window'),
  RATE_LIMIT_RESET_PER_ADDRESS: limit(
    20,
    'password reset requests (Account/resetPassword and confirmPasswordReset) per client address per window',
  ),
  RATE_LIMIT_RESET_PER_EMAIL: limit(
    5,
    'password reset requests (Account/resetPassword) per e-mail per window',
  ),
  RATE_LIMIT_LOGIN_PER_ADDRESS: limit(100, '`Account/login.json` calls per client address per window'),
  RATE_LIMIT_ASSOCIATION_FAILURES_PER_ACCOUNT: limit(
    5,
    'failed card associations (Account/registerMedia.json) per account per window',
  ),
  RATE_LIMIT_ASSOCIATION_FAILURES_PER_ADDRESS: limit(
    20,
    'failed card associations (Account/registerMedia.json) per client address per window',
  ),
  RATE_LIMIT_MEDIA_SEARCH_PER_ADDRESS: limit(
    20,
    'card searches before sign-in (Account/searchLocalMediaForSignin) per client address per window',
  ),
  RATE_LIMIT_MEDIA_LOOKUPS_PER_NUMBER: limit(
    5,
    'card searches and wrong guest reloads per card number per window, counted in the database (decision 054)',
  ),
  RATE_LIMIT_PAIRING_FAILURES_PER_ACCOUNT: limit(
    5,
    'wrong device pairing codes (Device/pair.json) per account per window',
  ),
  RATE_LIMIT_PAIRING_FAILURES_PER_ADDRESS: limit(
    20,
    'wrong device pairing codes (Device/pair.json) per client address per window',
  ),
  RATE_LIMIT_PAIRING_STARTS_PER_ADDRESS: limit(
    30,
    'pairing codes a device may ask per client address per window',
  ),
  RATE_LIMIT_ERROR_REPORTS_PER_ADDRESS: limit(
    60,
    'browser error reports (Monitoring/reportError.json) per client address per window',
  ),
  RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT: limit(
    3,
    'exports of "Your data" (Account/exportData) per account (the login and its profiles) per window, counted in the database (decision 059)',
  ),
  ERROR_REPORTING: flag
    .optional()
    .meta(
      doc(
        'browsers report their errors to `Monitoring/reportError.json`, logged at warn level',
        '`false`, `true` in production',
      ),
    ),
  ERROR_REPORTING_SAMPLE_RATE: z
    .string()
    .trim()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, { error: 'must be a number from 0 to 1, such as 0.7' })
    .transform(Number)
    .default(TRACE_SAMPLE_RATE)
    .describe('share of visits that report (spec §9 trace sample rate)'),
  ANALYTICS_KEY: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,200}$/, { error: 'must be letters, digits, dots, colons, dashes or underscores' })
    .optional()
    .describe(
      'with `ANALYTICS_SCRIPT_URL` (both or neither): the portal loads that https script with `data-key`, and the CSP allows its origin',
    ),
  ANALYTICS_SCRIPT_URL: z
    .string()
    .trim()
    .refine((value) => /^https:\/\/[^/]/.test(value) && URL.canParse(value), {
      error: 'must be an https URL such as https://analytics.example.org/script.js',
    })
    .optional()
    .describe('the analytics script, an https URL; only with `ANALYTICS_KEY`'),
  PAYMENT_PROVIDER: z
    .enum(['sandbox'], { error: 'must be sandbox' })
    .default('sandbox')
    .describe('the payment provider adapter (only the built-in sandbox)'),
  PAYMENT_NOTIFICATION_URL: httpUrl
    .optional()
    .meta(
      doc(
        'where the provider posts its notifications',
        '`http://127.0.0.1:$PORT/api/Payment/acknowledge.json`',
      ),
    ),
  PAYMENT_NOTIFICATION_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters long' })
    .default(DEV_PAYMENT_NOTIFICATION_SECRET)
    .describe(
      "HMAC key of the provider's notifications; set your own in production and wherever other machines reach the port (decision 059)",
    ),
  STAFF_TOTP_KEY: z
    .string()
    .min(32, { error: 'must be at least 32 characters long' })
    .default(DEV_STAFF_TOTP_KEY)
    .describe(
      "key sealing the staff's authenticator secrets in the database (AES-256-GCM); set your own in production and wherever other machines reach the port, and keep it: another key opens none of the enrolled apps (decision 078)",
    ),
  JOBS: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('on')
    .describe('`off`: none of the background jobs of `apps/api/src/jobs.ts` runs (the tests set it)'),
  OIDC_ISSUER: httpUrl
    .optional()
    .meta(
      doc(
        'the OpenID Connect provider of "Se connecter avec …" on the login page, with `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET` (all three or none; decision 048); register `PUBLIC_BASE_URL/auth/callback` and `PUBLIC_BASE_URL/en/auth/callback` as its redirect URIs',
        'unset → no external sign-in',
      ),
    ),
  OIDC_CLIENT_ID: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("the portal's client id at that provider"),
  OIDC_CLIENT_SECRET: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .describe('its client secret, kept in the configuration only, never in the database'),
  OIDC_LABEL: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .meta(
      doc(
        "the provider's name on the button and the account's sign-in accounts page",
        "the issuer's host name",
      ),
    ),
  WEB_BUILD_DIR: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta(doc('the built portal the server serves', '`apps/web/build/client`')),
});

export type EnvVariables = z.output<typeof envSchema>;
