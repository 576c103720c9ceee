/**
 * Opens the database the configuration names (a SQLite file by default, PostgreSQL by
 * DATABASE_URL, PGlite in-process) as one Kysely instance, and brings its schema up to date.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import { migrationsFor, type SqlDialect } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export type OpenDatabase = {
  db: Db;
  kind: DatabaseConfig['kind'];
  dialect: SqlDialect;
};

async function sqliteDialect(path: string) {
  const { default: SQLite } = await import('better-sqlite3');
  mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database });
}

async function postgresDialect(url: string) {
  const { default: pg } = await import('pg');
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
}

async function pgliteDialect(dataDir: string | null) {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  return new PGliteDialect(client);
}

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  switch (config.kind) {
    case 'sqlite':
      return {
        db: new Kysely<Database>({ dialect: await sqliteDialect(config.path) }),
        kind: 'sqlite',
        dialect: 'sqlite',
      };
    case 'postgres':
      return {
        db: new Kysely<Database>({ dialect: await postgresDialect(config.url) }),
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
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
