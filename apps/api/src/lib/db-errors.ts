/**
 * Database failures that mean something to the client: a unique-constraint violation (a race,
 * answered 409) and a database that cannot be reached (restart, failover, network: 503).
 */
import type { DatabaseConfig } from '../config.js';

type Coded = { code?: unknown; message?: unknown; errors?: unknown; statusCode?: unknown };

/** Recognizes a unique-constraint violation on SQLite and PostgreSQL, to turn a race into a 409. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * PostgreSQL's SQLSTATEs of a server that is going or gone: admin, crash or startup shutdown
 * (57P01-57P03), too many connections, the database missing (dropped, or not created yet after a
 * restore), the whole class 08 (connection exceptions), and a transaction chosen as a deadlock's
 * victim (40P01) or failed serialization (40001): rolled back whole, nothing half done, so the
 * client may try again in a moment, as a 503 says.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000', '40P01', '40001']);

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own wording when a connection dies or cannot be had (these errors carry no code). */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * SQLite's result codes (and their extended `_…` forms) of a file the api cannot use now: held by
 * another process past the busy timeout (a backup, a script in an exclusive transaction), turned
 * read-only, failing on disk, or full. Not a constraint, a type error or a bug.
 */
const SQLITE_UNAVAILABLE = [
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
];

function isSqliteUnavailable(code: string): boolean {
  return SQLITE_UNAVAILABLE.some((base) => code === base || code.startsWith(`${base}_`));
}

/**
 * The database cannot be reached now; the api answers 503 and tries again at the next request.
 * An error with an HTTP status is the request's own: a client that hangs up mid-body fails the
 * body's reader with ECONNRESET and status 400, and is no lost database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, statusCode } = error as Coded;
  if (statusCode !== undefined) return false;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
    if (isSqliteUnavailable(code)) return true;
  }
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((start) => message.startsWith(start))) {
    return true;
  }
  return false;
}

/** Which database, for the operator's log: the SQLite file, or PostgreSQL's host and database (no password). */
export function databaseLocation(config: DatabaseConfig): string {
  switch (config.kind) {
    case 'sqlite':
      return `SQLite file ${config.path}`;
    case 'postgres': {
      const url = new URL(config.url);
      return `PostgreSQL ${url.host}${url.pathname}`;
    }
    case 'pglite':
      return config.dataDir ? `PGlite folder ${config.dataDir}` : 'PGlite in memory';
  }
}

/** What the driver said, for the operator's log: `SQLITE_FULL (database or disk is full)`. */
export function databaseCause(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as Coded;
  const text = typeof message === 'string' ? message : String(error);
  return typeof code === 'string' ? `${code} (${text})` : text;
}
