/**
 * The databases every api test runs against: a SQLite file per test file, and PostgreSQL: a fresh
 * database on the server at TEST_POSTGRES_URL when one answers, else PGlite in memory. The
 * PostgreSQL dialect is never skipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config.js';

export type TestDatabase = { config: DatabaseConfig; drop(): Promise<void> };
export type Dialect = { name: string; create(): Promise<TestDatabase> };

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminClient(): Promise<pg.Client | null> {
  for (const url of [POSTGRES_URL, withDatabase(POSTGRES_URL, 'postgres')]) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch {
      await client.end().catch(() => {});
    }
  }
  return null;
}

async function postgresReachable(): Promise<boolean> {
  const client = await adminClient();
  await client?.end();
  return client !== null;
}

const sqlite: Dialect = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
    return {
      config: { kind: 'sqlite', path: join(dir, 'portal.sqlite') },
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres: Dialect = {
  name: 'postgres',
  async create() {
    const name = `portal_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await adminClient();
    if (!admin) throw new Error('PostgreSQL stopped answering during the tests');
    await admin.query(`create database ${name}`);
    await admin.end();
    return {
      config: { kind: 'postgres', url: withDatabase(POSTGRES_URL, name) },
      async drop() {
        const client = await adminClient();
        await client?.query(`drop database if exists ${name} with (force)`);
        await client?.end();
      },
    };
  },
};

const pglite: Dialect = {
  name: 'pglite',
  async create() {
    return { config: { kind: 'pglite', dataDir: null }, async drop() {} };
  },
};

/** SQLite and one PostgreSQL: the real server when reachable, else PGlite. */
export const DIALECTS: Dialect[] = [sqlite, (await postgresReachable()) ? postgres : pglite];
export const PGLITE = pglite;
