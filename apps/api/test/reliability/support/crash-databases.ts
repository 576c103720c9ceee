/**
 * The databases the crash part kills the api over. The api runs as a process of its own, so the
 * database must outlive it: a SQLite file in a temporary folder, and a PostgreSQL database on the
 * machine's server when it answers (databases.ts), else on a throwaway cluster when initdb exists
 * (postgres-cluster.ts). PGlite lives inside one process and dies with it: without PostgreSQL the
 * part runs on SQLite alone, and its record says so.
 */
import type { DatabaseConfig } from '../../../src/config.js';
import { DIALECTS } from '../../helpers/databases.js';
import { findPostgresBin, startCluster, type Cluster } from '../../helpers/postgres-cluster.js';

export type CrashDatabase = {
  config: DatabaseConfig;
  /** What the api process is given to open the same database. */
  env: Record<string, string>;
  drop(): Promise<void>;
};

export type CrashTarget = {
  name: 'sqlite' | 'postgres';
  /** Where the database lives, for the record's note. */
  where: string;
  create(): Promise<CrashDatabase>;
};

const sqliteDialect = DIALECTS.find((dialect) => dialect.name === 'sqlite')!;
const machinePostgres = DIALECTS.find((dialect) => dialect.name === 'postgres');

const sqlite: CrashTarget = {
  name: 'sqlite',
  where: 'a file in a temporary folder',
  async create() {
    const database = await sqliteDialect.create();
    if (database.config.kind !== 'sqlite') throw new Error('the sqlite dialect made no file');
    return { config: database.config, env: { SQLITE_PATH: database.config.path }, drop: database.drop };
  },
};

function postgresTarget(): CrashTarget | null {
  if (machinePostgres) {
    return {
      name: 'postgres',
      where: 'a database of its own on the machine’s PostgreSQL',
      async create() {
        const database = await machinePostgres.create();
        if (database.config.kind !== 'postgres') throw new Error('the postgres dialect made no database');
        return { config: database.config, env: { DATABASE_URL: database.config.url }, drop: database.drop };
      },
    };
  }
  const bin = findPostgresBin();
  if (!bin) return null;
  return {
    name: 'postgres',
    where: 'a throwaway PostgreSQL cluster (no server answered)',
    async create() {
      const cluster: Cluster = await startCluster(bin);
      // Whatever ends the run, the cluster does not outlive it.
      const destroy = () => cluster.destroy();
      process.once('exit', destroy);
      await cluster.createDatabase('portal');
      const url = cluster.url('portal');
      return {
        config: { kind: 'postgres', url },
        env: { DATABASE_URL: url },
        async drop() {
          destroy();
          process.removeListener('exit', destroy);
        },
      };
    },
  };
}

const postgres = postgresTarget();

export const CRASH_TARGETS: CrashTarget[] = postgres ? [sqlite, postgres] : [sqlite];

/** Said in the SQLite record when PostgreSQL could not be had (no server, no initdb). */
export const MISSING_POSTGRES: string | null = postgres
  ? null
  : 'SQLite only: no PostgreSQL server answered and no initdb was found';
