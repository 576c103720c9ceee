/**
 * The server's configuration: environment variables checked once at start with zod (their rules
 * and descriptions in config-variables.ts), then the rules between variables, then the shape the
 * app reads. `Config` is that shape, inferred from the schema: no type is written twice. A wrong
 * variable stops the start with a message naming each one, never a half-working server.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEV_PAYMENT_NOTIFICATION_SECRET,
  DEV_STAFF_TOTP_KEY,
  envSchema,
  type EnvVariables,
} from './config-variables.js';

export { DEV_PAYMENT_NOTIFICATION_SECRET, DEV_STAFF_TOTP_KEY } from './config-variables.js';

/** apps/api, found from this file in src/ or in dist/. */
export const API_PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function databaseConfig(url: string | undefined, sqlitePath: string) {
  if (url === undefined) {
    const path = isAbsolute(sqlitePath) ? sqlitePath : resolve(process.cwd(), sqlitePath);
    return { kind: 'sqlite' as const, path };
  }
  if (url.startsWith('pglite://')) {
    const rest = url.slice('pglite://'.length);
    return { kind: 'pglite' as const, dataDir: rest === 'memory' ? null : rest };
  }
  return { kind: 'postgres' as const, url };
}

/** The issuer is on this machine (a test or development provider): plain http is allowed. */
function issuerOnThisMachine(e: EnvVariables): boolean {
  return e.OIDC_ISSUER !== undefined && isLoopback(new URL(e.OIDC_ISSUER).hostname);
}

/** The first rule between variables that the environment breaks, worded for the operator, or null. */
function problemBetween(e: EnvVariables): string | null {
  if (e.DEV_MAILBOX === true && e.NODE_ENV === 'production') {
    return 'DEV_MAILBOX: the dev mailbox shows every mailed link and never runs in production; unset it';
  }
  if ((e.ANALYTICS_KEY === undefined) !== (e.ANALYTICS_SCRIPT_URL === undefined)) {
    return 'ANALYTICS_KEY and ANALYTICS_SCRIPT_URL: set both to load an analytics script, or neither';
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    return 'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)';
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_NOTIFICATION_SECRET === DEV_PAYMENT_NOTIFICATION_SECRET) {
    return 'PAYMENT_NOTIFICATION_SECRET: set a secret of your own in production (the development default is public)';
  }
  const oidc = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidc.some((value) => value !== undefined) && oidc.some((value) => value === undefined)) {
    return 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three to offer sign-in with that provider, or none';
  }
  // The public default signs a forged payment.succeeded for whoever reads the repository: it is
  // kept only where the dev mailbox would be, a port no other machine reaches (decision 059).
  const reached = reachedFromOtherMachines({ host: e.HOST, trustProxy: e.TRUST_PROXY });
  if (reached && e.PAYMENT_NOTIFICATION_SECRET === DEV_PAYMENT_NOTIFICATION_SECRET) {
    return `PAYMENT_NOTIFICATION_SECRET: set a secret of your own: ${reached}, and the development default is public (a notification signed with it would pay an order)`;
  }
  // The staff's authenticator secrets are sealed with it (decision 078): a public key seals nothing.
  if (e.NODE_ENV === 'production' && e.STAFF_TOTP_KEY === DEV_STAFF_TOTP_KEY) {
    return 'STAFF_TOTP_KEY: set a key of your own in production (the development default is public)';
  }
  if (reached && e.STAFF_TOTP_KEY === DEV_STAFF_TOTP_KEY) {
    return `STAFF_TOTP_KEY: set a key of your own: ${reached}, and the development default is public (it would open the staff's authenticator secrets)`;
  }
  if (e.OIDC_ISSUER?.startsWith('http://') && !issuerOnThisMachine(e)) {
    return 'OIDC_ISSUER: must be an https URL (plain http only for a provider on this machine)';
  }
  // The trip to the provider is bound to the browser by a Secure cookie (decision 055), which a
  // browser keeps over https, and over plain http only from a loopback address.
  const portalBase = new URL(e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`);
  if (
    e.OIDC_ISSUER &&
    portalBase.protocol === 'http:' &&
    !isLoopback(portalBase.hostname.replace(/^\[|\]$/g, ''))
  ) {
    return 'PUBLIC_BASE_URL: must be an https URL to offer external sign-in (plain http only on this machine)';
  }
  return null;
}

/** The shape the app reads, from variables that passed every rule. Its type is `Config`. */
function toConfig(e: EnvVariables) {
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
    /** Requests per window, per address, e-mail, account or card number (counted in the database where said). */
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
    /** Spec §9: browser error reporting, sampled, and an analytics script when a key is configured. */
    monitoring: {
      // Operators want the reports in production; a developer reads the browser console.
      errorReporting: e.ERROR_REPORTING ?? e.NODE_ENV === 'production',
      traceSampleRate: e.ERROR_REPORTING_SAMPLE_RATE,
      analytics:
        e.ANALYTICS_KEY && e.ANALYTICS_SCRIPT_URL
          ? { key: e.ANALYTICS_KEY, scriptUrl: e.ANALYTICS_SCRIPT_URL }
          : null,
    },
    /** DEV_MAILBOX as set (true or false), or null: decided from the address (devMailboxStatus). */
    devMailbox: e.DEV_MAILBOX ?? null,
    /** The payment provider (decision 026): the built-in sandbox, and where it sends its notifications. */
    payments: {
      provider: e.PAYMENT_PROVIDER,
      /** Where the provider POSTs its signed notifications (the api's Payment/acknowledge.json). */
      notificationUrl:
        e.PAYMENT_NOTIFICATION_URL ?? `http://127.0.0.1:${e.PORT}/api/Payment/acknowledge.json`,
      /** The HMAC-SHA256 key of the provider's `x-sandbox-signature` header, shared with the api. */
      notificationSecret: e.PAYMENT_NOTIFICATION_SECRET,
    },
    /** The passphrase sealing the staff's TOTP secrets at rest (decision 078). */
    staffTotpKey: e.STAFF_TOTP_KEY,
    /** The jobs of src/jobs.ts run unless JOBS=off (tests run them by hand). */
    jobs: e.JOBS === 'on',
    /**
     * The OpenID Connect provider of the network (decision 048), or null: no external sign-in, no
     * button. The client secret lives here only, never in the database.
     */
    externalSignIn:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            label: e.OIDC_LABEL ?? new URL(e.OIDC_ISSUER).hostname,
            /** The issuer is on this machine (a test or development provider): plain http is allowed. */
            allowHttp: issuerOnThisMachine(e),
          }
        : null,
    /**
     * How long a client may hold a connection without progress (milliseconds): a slow or idle
     * client (slow loris) is answered 408 and closed, so it cannot keep sockets and memory from
     * others. Headers: from the connection (or the previous request) to their end; request: to the
     * end of the body; keep-alive: an idle connection between two requests.
     */
    /** The back office's refunds (decision 075): above this amount (cents), only a supervisor refunds. */
    refunds: { agentLimitCents: e.REFUND_AGENT_LIMIT_CENTS },
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}

/** The environment, checked variable by variable, then as a whole, into the configuration. */
export const configSchema = envSchema.transform((e, ctx) => {
  const problem = problemBetween(e);
  if (problem !== null) {
    ctx.addIssue({ code: 'custom', message: problem, path: [] });
    return z.NEVER;
  }
  return toConfig(e);
});

export type Config = z.output<typeof configSchema>;
export type DatabaseConfig = Config['database'];
export type ExternalSignInConfig = Config['externalSignIn'];

/** Reads the configuration from an environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable counts as unset, as shells and .env files write them.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      // A rule between variables names them in its message.
      if (issue.path.length === 0) return issue.message;
      const name = issue.path.join('.');
      const received = present[name];
      const shown = received === undefined || /KEY|URL|SECRET/.test(name) ? '' : ` (got "${received}")`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
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
export function reachedFromOtherMachines(config: {
  host: string;
  trustProxy: EnvVariables['TRUST_PROXY'];
}): string | null {
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
