// Starts the built portal server (apps/api/dist/server.js) in a process of its own on 127.0.0.1,
// as production runs it, for the parts of the bench: a fresh SQLite file unless a database is
// given, info logging into a file (what each request logs costs time, so it is measured), and a
// stop by the child's pid that waits for a graceful exit (a CPU profile is written only then).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The development signature key (apps/api/src/config.ts): public by design. */
export const SIGNATURE_KEY = 'portal-dev-signature-key';

/**
 * The bench's server environment. The sign-in limits are raised through their existing knobs
 * (config.ts), only in this process: the login-under-load run signs in thousands of times from
 * one address, which production's defaults rightly refuse.
 */
const BENCH_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'true',
  SIGNATURE_KEY,
  PAYMENT_NOTIFICATION_SECRET: 'bench-payment-notification-secret',
  STAFF_TOTP_KEY: 'bench-staff-totp-key-of-its-own-0000000',
  RATE_LIMIT_SIGNIN_PER_ADDRESS: '10000000',
  RATE_LIMIT_SIGNIN_PER_EMAIL: '10000000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '10000000',
};

/** Polls `url` until it answers 2xx; the child's exit or the time limit ends the wait with an error. */
export async function waitForUrl(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the process exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM to the child by its pid and waits for it to exit (SIGKILL after `graceMs`). */
export async function stopProcess(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.exitCode === null && process.kill(child.pid, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Spawns `node [nodeArgs] script` with stdout (the log) into `logPath` and stderr passed through,
 * and waits until `readyUrl` answers. A process left running when the bench exits is stopped.
 */
export async function startProcess({ script, nodeArgs = [], env, logPath, readyUrl, readyTimeoutMs }) {
  const logFd = openSync(logPath, 'w');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', logFd, 'inherit'],
  });
  closeSync(logFd);
  const stopOnExit = () => child.exitCode === null && child.kill('SIGKILL');
  process.on('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  try {
    await waitForUrl(readyUrl, child, readyTimeoutMs);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return child;
}

/**
 * Starts the built server on `port`. The database: `databaseUrl` (PostgreSQL), else `sqlitePath`,
 * else a fresh SQLite file in a new temporary directory (migrated and seeded with the demo account
 * on start). `env` adds or overrides variables; `nodeArgs` go to node (e.g. --cpu-prof);
 * `readyTimeoutMs` bounds the wait for /api/health (migrating a large database takes longer).
 * Answers { base, pid, dataDir, logPath, startSeconds, logBytes(), stop() }.
 */
export async function startServer({
  root,
  port,
  sqlitePath,
  databaseUrl,
  env = {},
  nodeArgs = [],
  readyTimeoutMs = 60_000,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const logPath = join(dataDir, 'server.log');
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = await startProcess({
    script: join(root, 'apps/api/dist/server.js'),
    nodeArgs,
    env: {
      ...BENCH_ENV,
      PORT: String(port),
      SQLITE_PATH: sqlitePath ?? join(dataDir, 'bench.sqlite'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    logPath,
    readyUrl: `${base}/api/health`,
    readyTimeoutMs,
  });
  return {
    base,
    pid: child.pid,
    dataDir,
    logPath,
    startSeconds: (performance.now() - started) / 1000,
    /** Bytes the server has logged so far. */
    logBytes: () => statSync(logPath).size,
    stop: () => stopProcess(child),
  };
}

/**
 * Starts the reference: a bare Fastify route (`GET /` → {"status":"ok"}) in a process of its own,
 * logging at info like the server, so both pay for the same logger (bench/lib/bare-fastify.mjs).
 */
export async function startBareFastify({ root, port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-bare-'));
  const logPath = join(dataDir, 'bare.log');
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess({
    script: join(root, 'bench/lib/bare-fastify.mjs'),
    env: { PORT: String(port) },
    logPath,
    readyUrl: `${base}/`,
  });
  return {
    base,
    pid: child.pid,
    logPath,
    logBytes: () => statSync(logPath).size,
    stop: () => stopProcess(child),
  };
}
