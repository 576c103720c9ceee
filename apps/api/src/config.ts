/**
 * The server's configuration: environment variables checked once at start with zod. A wrong
 * variable stops the start with a message naming each one, never a half-working server.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRACE_SAMPLE_RATE } from '@oceane/domain';
import { z } from 'zod';

export type DatabaseConfig =
  | { kind: 'sqlite'; path: string }
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null };

export type RateLimitConfig = {
  windowMinutes: number;
  signInPerAddress: number;
  signInPerEmail: number;
  signUpPerAddress: number;
  resetPerAddress: number;
  resetPerEmail: number;
  loginPerAddress: number;
  /** Failed card associations (Account/registerMedia.json), counted per account and per address. */
  associationFailuresPerAccount: number;
  associationFailuresPerAddress: number;
  /**
   * Look-ups of a card by number without an account (searchLocalMediaForSignin, a wrong guest
   * reload), counted in the database per address and per card number (decision 054).
   */
  mediaSearchPerAddress: number;
  mediaLookupsPerNumber: number;
  /** Wrong pairing codes (Device/pair.json), per account and per address; device starts per address. */
  pairingFailuresPerAccount: number;
  pairingFailuresPerAddress: number;
  pairingStartsPerAddress: number;
  /** Error reports sent by browsers (Monitoring/reportError.json), per address. */
  errorReportsPerAddress: number;
  /**
   * Account/exportData per account (the person's login, with every profile it holds), counted in
   * the database: each call reads and prints the account's data (decision 059).
   */
  dataExportsPerAccount: number;
};

/** Spec §9: browser error reporting, sampled, and an analytics script when a key is configured. */
export type MonitoringConfig = {
  errorReporting: boolean;
  traceSampleRate: number;
  analytics: { key: string; scriptUrl: string } | null;
};

/** The payment provider (decision 026): the built-in sandbox, and where it sends its notifications. */
export type PaymentsConfig = {
  provider: 'sandbox';
  /** Where the provider POSTs its signed notifications (the api's Payment/acknowledge.json). */
  notificationUrl: string;
  /** The HMAC-SHA256 key of the provider's `x-sandbox-signature` header, shared with the api. */
  notificationSecret: string;
};

/**
 * The development default of PAYMENT_NOTIFICATION_SECRET (decision 026). Anyone who reads the
 * repository knows it, so production refuses to start with it: a forged notification would pay
 * an order.
 */
export const DEV_PAYMENT_NOTIFICATION_SECRET = 'sandbox-dev-notification-secret';

/**
 * The OpenID Connect provider of the network (decision 048), or null: no external sign-in, no
 * button. The client secret lives here only, never in the database.
 */
export type ExternalSignInConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
  /** The issuer is on this machine (a test or development provider): plain http is allowed. */
  allowHttp: boolean;
} | null;

export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  database: DatabaseConfig;
  signatureKey: string;
  publicBaseUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  session: { idleMinutes: number; maxDays: number };
  idTokenMinutes: number;
  webBuildDir: string;
  trustProxy: boolean | number | string[];
  networkId: number;
  seedDemo: boolean;
  bodyLimitBytes: number;
  rateLimits: RateLimitConfig;
  monitoring: MonitoringConfig;
  /** DEV_MAILBOX as set (true or false), or null: decided from the address (devMailboxStatus). */
  devMailbox: boolean | null;
  payments: PaymentsConfig;
  /** Background jobs (the provider's notifier…) run unless JOBS=off (tests run them by hand). */
  jobs: boolean;
  externalSignIn: ExternalSignInConfig;
  timeouts: TimeoutsConfig;
};

/**
 * How long a client may hold a connection without progress (milliseconds): a slow or idle client
 * (slow loris) is answered 408 and closed, so it cannot keep sockets and memory from others.
 */
export type TimeoutsConfig = {
  /** From the connection (or the previous request) to the end of the headers. */
  headersMs: number;
  /** From the connection to the end of the whole request, body included. */
  requestMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
};

/** apps/api, found from this file in src/ or in dist/. */
export const API_PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

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

const envSchema = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^(postgres|postgresql):\/\/./.test(value) || /^pglite:\/\/(memory|\/.+)$/.test(value),
      {
        error: 'must be postgres://…, postgresql://…, pglite://memory or pglite:///a/directory',
      },
    )
    .optional(),
  SQLITE_PATH: z.string().trim().min(1).default('./data/portal.sqlite'),
  SIGNATURE_KEY: z
    .string()
    .min(8, { error: 'must be at least 8 characters long' })
    .default('portal-dev-signature-key'),
  PUBLIC_BASE_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/./.test(value) && URL.canParse(value), {
      error: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Océane Mobilités <no-reply@oceane-mobilites.example>'),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\/./.test(value) && URL.canParse(value), {
      error: 'must be a redis:// or rediss:// URL',
    })
    .optional(),
  SESSION_IDLE_MINUTES: integer(1, 525_600).default(1440),
  SESSION_MAX_DAYS: integer(1, 3650).default(30),
  ID_TOKEN_MINUTES: integer(1, 10_080).default(60),
  WEB_BUILD_DIR: z.string().trim().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim());
    }),
  NETWORK_ID: integer(1, 2_147_483_647).default(1),
  SEED_DEMO: flag.optional(),
  BODY_LIMIT_BYTES: integer(1024, 64 * 1024 * 1024).default(1024 * 1024),
  RATE_LIMIT_WINDOW_MINUTES: integer(1, 1440).default(15),
  RATE_LIMIT_SIGNIN_PER_ADDRESS: integer(1, 10_000_000).default(50),
  RATE_LIMIT_SIGNIN_PER_EMAIL: integer(1, 10_000_000).default(10),
  RATE_LIMIT_SIGNUP_PER_ADDRESS: integer(1, 10_000_000).default(20),
  RATE_LIMIT_RESET_PER_ADDRESS: integer(1, 10_000_000).default(20),
  RATE_LIMIT_RESET_PER_EMAIL: integer(1, 10_000_000).default(5),
  RATE_LIMIT_LOGIN_PER_ADDRESS: integer(1, 10_000_000).default(100),
  RATE_LIMIT_ASSOCIATION_FAILURES_PER_ACCOUNT: integer(1, 10_000_000).default(5),
  RATE_LIMIT_ASSOCIATION_FAILURES_PER_ADDRESS: integer(1, 10_000_000).default(20),
  RATE_LIMIT_MEDIA_SEARCH_PER_ADDRESS: integer(1, 10_000_000).default(20),
  RATE_LIMIT_MEDIA_LOOKUPS_PER_NUMBER: integer(1, 10_000_000).default(5),
  RATE_LIMIT_PAIRING_FAILURES_PER_ACCOUNT: integer(1, 10_000_000).default(5),
  RATE_LIMIT_PAIRING_FAILURES_PER_ADDRESS: integer(1, 10_000_000).default(20),
  RATE_LIMIT_PAIRING_STARTS_PER_ADDRESS: integer(1, 10_000_000).default(30),
  RATE_LIMIT_ERROR_REPORTS_PER_ADDRESS: integer(1, 10_000_000).default(60),
  RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT: integer(1, 10_000_000).default(3),
  ERROR_REPORTING: flag.optional(),
  DEV_MAILBOX: flag.optional(),
  ERROR_REPORTING_SAMPLE_RATE: z
    .string()
    .trim()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, { error: 'must be a number from 0 to 1, such as 0.7' })
    .transform(Number)
    .default(TRACE_SAMPLE_RATE),
  ANALYTICS_KEY: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,200}$/, { error: 'must be letters, digits, dots, colons, dashes or underscores' })
    .optional(),
  ANALYTICS_SCRIPT_URL: z
    .string()
    .trim()
    .refine((value) => /^https:\/\/[^/]/.test(value) && URL.canParse(value), {
      error: 'must be an https URL such as https://analytics.example.org/script.js',
    })
    .optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox'], { error: 'must be sandbox' }).default('sandbox'),
  PAYMENT_NOTIFICATION_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters long' })
    .default(DEV_PAYMENT_NOTIFICATION_SECRET),
  PAYMENT_NOTIFICATION_URL: httpUrl.optional(),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  OIDC_LABEL: z.string().trim().min(1).max(60).optional(),
  HEADERS_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  REQUEST_TIMEOUT_MS: integer(100, 3_600_000).default(30_000),
  // Fastify's default: longer than the 60 s idle timeout of common load balancers, so that the
  // proxy, not the api, closes an idle connection (else a request sent as it closes fails).
  KEEP_ALIVE_TIMEOUT_MS: integer(100, 3_600_000).default(72_000),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function databaseConfig(url: string | undefined, sqlitePath: string): DatabaseConfig {
  if (url === undefined) {
    return { kind: 'sqlite', path: isAbsolute(sqlitePath) ? sqlitePath : resolve(process.cwd(), sqlitePath) };
  }
  if (url.startsWith('pglite://')) {
    const rest = url.slice('pglite://'.length);
    return { kind: 'pglite', dataDir: rest === 'memory' ? null : rest };
  }
  return { kind: 'postgres', url };
}

/** Reads the configuration from an environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable counts as unset, as shells and .env files write them.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const received = present[name];
        const shown = received === undefined || /KEY|URL|SECRET/.test(name) ? '' : ` (got "${received}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.DEV_MAILBOX === true && e.NODE_ENV === 'production') {
    throw new ConfigError([
      'DEV_MAILBOX: the dev mailbox shows every mailed link and never runs in production; unset it',
    ]);
  }
  if ((e.ANALYTICS_KEY === undefined) !== (e.ANALYTICS_SCRIPT_URL === undefined)) {
    throw new ConfigError([
      'ANALYTICS_KEY and ANALYTICS_SCRIPT_URL: set both to load an analytics script, or neither',
    ]);
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
    ]);
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_NOTIFICATION_SECRET === DEV_PAYMENT_NOTIFICATION_SECRET) {
    throw new ConfigError([
      'PAYMENT_NOTIFICATION_SECRET: set a secret of your own in production (the development default is public)',
    ]);
  }
  const oidc = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidc.some((value) => value !== undefined) && oidc.some((value) => value === undefined)) {
    throw new ConfigError([
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three to offer sign-in with that provider, or none',
    ]);
  }
  // The public default signs a forged payment.succeeded for whoever reads the repository: it is
  // kept only where the dev mailbox would be, a port no other machine reaches (decision 059).
  const reached = reachedFromOtherMachines({ host: e.HOST, trustProxy: e.TRUST_PROXY });
  if (reached && e.PAYMENT_NOTIFICATION_SECRET === DEV_PAYMENT_NOTIFICATION_SECRET) {
    throw new ConfigError([
      `PAYMENT_NOTIFICATION_SECRET: set a secret of your own: ${reached}, and the development default is public (a notification signed with it would pay an order)`,
    ]);
  }
  const oidcOnThisMachine = e.OIDC_ISSUER !== undefined && isLoopback(new URL(e.OIDC_ISSUER).hostname);
  if (e.OIDC_ISSUER?.startsWith('http://') && !oidcOnThisMachine) {
    throw new ConfigError([
      'OIDC_ISSUER: must be an https URL (plain http only for a provider on this machine)',
    ]);
  }
  // The trip to the provider is bound to the browser by a Secure cookie (decision 055), which a
  // browser keeps over https, and over plain http only from a loopback address.
  const portalBase = new URL(e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`);
  if (
    e.OIDC_ISSUER &&
    portalBase.protocol === 'http:' &&
    !isLoopback(portalBase.hostname.replace(/^\[|\]$/g, ''))
  ) {
    throw new ConfigError([
      'PUBLIC_BASE_URL: must be an https URL to offer external sign-in (plain http only on this machine)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    database: databaseConfig(e.DATABASE_URL, e.SQLITE_PATH),
    signatureKey: e.SIGNATURE_KEY,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxDays: e.SESSION_MAX_DAYS },
    idTokenMinutes: e.ID_TOKEN_MINUTES,
    webBuildDir: resolve(e.WEB_BUILD_DIR ?? resolve(API_PACKAGE_DIR, '../web/build/client')),
    trustProxy: e.TRUST_PROXY,
    networkId: e.NETWORK_ID,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimits: {
      windowMinutes: e.RATE_LIMIT_WINDOW_MINUTES,
      signInPerAddress: e.RATE_LIMIT_SIGNIN_PER_ADDRESS,
      signInPerEmail: e.RATE_LIMIT_SIGNIN_PER_EMAIL,
      signUpPerAddress: e.RATE_LIMIT_SIGNUP_PER_ADDRESS,
      resetPerAddress: e.RATE_LIMIT_RESET_PER_ADDRESS,
      resetPerEmail: e.RATE_LIMIT_RESET_PER_EMAIL,
      loginPerAddress: e.RATE_LIMIT_LOGIN_PER_ADDRESS,
      associationFailuresPerAccount: e.RATE_LIMIT_ASSOCIATION_FAILURES_PER_ACCOUNT,
      associationFailuresPerAddress: e.RATE_LIMIT_ASSOCIATION_FAILURES_PER_ADDRESS,
      mediaSearchPerAddress: e.RATE_LIMIT_MEDIA_SEARCH_PER_ADDRESS,
      mediaLookupsPerNumber: e.RATE_LIMIT_MEDIA_LOOKUPS_PER_NUMBER,
      pairingFailuresPerAccount: e.RATE_LIMIT_PAIRING_FAILURES_PER_ACCOUNT,
      pairingFailuresPerAddress: e.RATE_LIMIT_PAIRING_FAILURES_PER_ADDRESS,
      pairingStartsPerAddress: e.RATE_LIMIT_PAIRING_STARTS_PER_ADDRESS,
      errorReportsPerAddress: e.RATE_LIMIT_ERROR_REPORTS_PER_ADDRESS,
      dataExportsPerAccount: e.RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT,
    },
    monitoring: {
      // Operators want the reports in production; a developer reads the browser console.
      errorReporting: e.ERROR_REPORTING ?? e.NODE_ENV === 'production',
      traceSampleRate: e.ERROR_REPORTING_SAMPLE_RATE,
      analytics:
        e.ANALYTICS_KEY && e.ANALYTICS_SCRIPT_URL
          ? { key: e.ANALYTICS_KEY, scriptUrl: e.ANALYTICS_SCRIPT_URL }
          : null,
    },
    devMailbox: e.DEV_MAILBOX ?? null,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      notificationUrl:
        e.PAYMENT_NOTIFICATION_URL ?? `http://127.0.0.1:${e.PORT}/api/Payment/acknowledge.json`,
      notificationSecret: e.PAYMENT_NOTIFICATION_SECRET,
    },
    jobs: e.JOBS === 'on',
    externalSignIn:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            label: e.OIDC_LABEL ?? new URL(e.OIDC_ISSUER).hostname,
            allowHttp: oidcOnThisMachine,
          }
        : null,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Why machines other than this one reach the port (a HOST that is not a loopback address, a proxy
 * in front), or null when only this machine does. What only a developer's own machine may have
 * (the dev mailbox, the public notification secret of the sandbox) is refused on this one rule.
 */
export function reachedFromOtherMachines(config: Pick<Config, 'host' | 'trustProxy'>): string | null {
  if (!isLoopback(config.host)) return `HOST=${config.host} is reachable from other machines`;
  if (config.trustProxy !== false && config.trustProxy !== 0) {
    return 'TRUST_PROXY is set, so clients reach the port through a proxy';
  }
  return null;
}

/**
 * The dev mailbox shows every reset link: whoever reads it can take over any account. It exists
 * only where mails stay in the outbox (no SMTP, not production) and, unless DEV_MAILBOX=true says
 * otherwise, where nobody but this machine reaches the port: a loopback HOST and no proxy in front.
 */
export function devMailboxStatus(config: Config): { enabled: boolean; reason: string } {
  if (config.nodeEnv === 'production') return { enabled: false, reason: 'NODE_ENV=production' };
  if (config.smtpUrl !== null) return { enabled: false, reason: 'mails go out through SMTP_URL' };
  if (config.devMailbox === false) return { enabled: false, reason: 'DEV_MAILBOX=false' };
  if (config.devMailbox === true) {
    return { enabled: true, reason: 'DEV_MAILBOX=true: every mailed link, for anyone who reaches the port' };
  }
  const reached = reachedFromOtherMachines(config);
  if (reached) return { enabled: false, reason: `${reached} (DEV_MAILBOX=true shows it anyway)` };
  return { enabled: true, reason: 'every mailed link, for this machine only' };
}

export function devMailboxEnabled(config: Config): boolean {
  return devMailboxStatus(config).enabled;
}

/** The line the server logs at start: where the dev mailbox is, or why it is off. */
export function devMailboxNotice(config: Config): string {
  const { enabled, reason } = devMailboxStatus(config);
  return enabled
    ? `dev mailbox at ${config.publicBaseUrl}/dev/mailbox (${reason})`
    : `dev mailbox off: ${reason}`;
}
