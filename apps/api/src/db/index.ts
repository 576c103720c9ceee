/**
 * Opens the database the configuration names (a SQLite file by default, PostgreSQL by
 * DATABASE_URL, PGlite in-process) as one Kysely instance, and brings its schema up to date.
 */
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
} from 'kysely';
import type { DatabaseConfig } from '../config.js';
import { databaseCause } from '../lib/db-errors.js';
import { migrationsFor, type SqlDialect } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';
import { withStatementCache, type CachingSqlite } from './sqlite-statements.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export type OpenDatabase = {
  db: Db;
  kind: DatabaseConfig['kind'];
  dialect: SqlDialect;
};

/** Why this process cannot write the SQLite file or its folder (its journal lives there), or null. */
function unwritable(path: string): string | null {
  for (const [target, what] of [
    [dirname(path), 'its folder'],
    [path, 'the file'],
  ] as const) {
    if (!existsSync(target)) continue;
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
      const why = code === 'EROFS' ? 'is on a read-only file system' : 'is not writable by this user';
      return `${what} ${why} (${code})`;
    }
  }
  return null;
}

/**
 * When a write fails for want of room or on a failing disk (SQLITE_FULL, SQLITE_IOERR), SQLite
 * has already rolled the transaction back by itself. Kysely's own ROLLBACK then fails with "cannot
 * rollback - no transaction is active", and that error would replace the real one: the request
 * would answer 500 instead of the 503 of a database that cannot be used now.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  constructor(private readonly database: CachingSqlite) {
    super({ database });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.database.inTransaction) await super.rollbackTransaction(connection);
  }
}

class SqliteDialectKeepingTheCause extends SqliteDialect {
  constructor(private readonly database: CachingSqlite) {
    super({ database });
  }

  override createDriver() {
    return new SqliteDriverKeepingTheCause(this.database);
  }
}

async function sqliteDialect(path: string) {
  const { default: SQLite } = await import('better-sqlite3');
  mkdirSync(dirname(path), { recursive: true });
  // SQLite would open a file it cannot write read-only and fail later, at the journal or the
  // first write, with "unable to open database file": the operator gets the file and the reason.
  const refused = unwritable(path);
  if (refused) throw new Error(`SQLite database ${path} cannot be written: ${refused}`);
  let database: InstanceType<typeof SQLite> | undefined;
  try {
    database = new SQLite(path);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    // FULL: a commit is on the disk before it is acknowledged, so a payment acknowledged to the
    // provider survives a power cut or a disk error, not only a crash of the process (NORMAL lost
    // every commit since the last write-back in the reliability suite). About 0.4 ms per commit.
    database.pragma('synchronous = FULL');
    return new SqliteDialectKeepingTheCause(withStatementCache(database));
  } catch (error) {
    database?.close();
    throw new Error(`SQLite database ${path} cannot be opened: ${databaseCause(error)}`, { cause: error });
  }
}

/** Hears a connection the server ended or lost (restart, failover, network). */
export type ConnectionLost = (error: Error) => void;

async function postgresDialect(url: string, onConnectionLost: ConnectionLost) {
  const { default: pg } = await import('pg');
  // A request waits at most this long for a connection while the server is away, then answers 503.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // Without these listeners an 'error' event has none, and Node ends the process: the pool emits
  // one when an idle connection is ended (57P01 on restart or failover), and a connection emits
  // one when it dies while a request holds it (that request fails, answered 503 and logged by the
  // envelope, so the connection's own event needs no second line). pg drops the dead connection
  // and opens a new one at the next query: the api recovers by itself when the server returns.
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDialect({ pool });
}

async function pgliteDialect(dataDir: string | null) {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  return new PGliteDialect(client);
}

/** `onConnectionLost` logs (the app passes its logger; a script or a test may ignore it). */
export async function openDatabase(
  config: DatabaseConfig,
  onConnectionLost: ConnectionLost = () => {},
): Promise<OpenDatabase> {
  switch (config.kind) {
    case 'sqlite':
      return {
        db: new Kysely<Database>({ dialect: await sqliteDialect(config.path) }),
        kind: 'sqlite',
        dialect: 'sqlite',
      };
    case 'postgres':
      return {
        db: new Kysely<Database>({ dialect: await postgresDialect(config.url, onConnectionLost) }),
        kind: 'postgres',
        dialect: 'postgres',
      };
    case 'pglite':
      return {
        db: new Kysely<Database>({ dialect: await pgliteDialect(config.dataDir) }),
        kind: 'pglite',
        dialect: 'postgres',
      };
  }
}

/** Applies the migrations not applied yet; throws with the failing migration's error. */
export async function migrateToLatest(db: Db, dialect: SqlDialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** A round trip to the database, for the health check. */
/** The same SQL in every dialect, compiled once: load balancers ask for it every few seconds. */
const SELECT_ONE = CompiledQuery.raw('select 1');

export async function ping(db: Db): Promise<void> {
  await db.executeQuery(SELECT_ONE);
}
