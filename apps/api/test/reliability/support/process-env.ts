/**
 * What the reliability parts that attack the api as a real process (startApiProcess) share: the
 * environment that points the process at a test database, and the process's peak memory.
 */
import { readFileSync } from 'node:fs';
import type { DatabaseConfig } from '../../../src/config.js';

/**
 * The variables that make the api process open this database, shared with the test's own app;
 * null for an in-memory PGlite, which lives inside one process and cannot be shared.
 */
export function databaseEnv(database: DatabaseConfig): Record<string, string> | null {
  switch (database.kind) {
    case 'sqlite':
      return { SQLITE_PATH: database.path };
    case 'postgres':
      return { DATABASE_URL: database.url };
    case 'pglite':
      return null;
  }
}

/** The peak resident memory of a process since it started (VmHWM), in bytes; Linux only. */
export function peakMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}
