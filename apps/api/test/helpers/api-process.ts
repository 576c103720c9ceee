/**
 * The api as a real process (src/server.ts through tsx, as `npm run dev` runs it) on a free port,
 * for the tests where "the process survives" is the point; calls go over HTTP, signed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { signBody } from '@oceane/domain';
import { SIGNATURE_KEY } from './app.js';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type HttpAnswer = { status: number; body: unknown };

export type ApiProcess = {
  pid: number;
  port: number;
  /** `http://127.0.0.1:<port>`, for raw sockets and unsigned requests. */
  origin: string;
  alive(): boolean;
  post(path: string, body: Record<string, unknown>): Promise<HttpAnswer>;
  get(path: string): Promise<HttpAnswer>;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; by PID, and safe to call twice. */
  stop(): Promise<void>;
  /** A crash: SIGKILL by PID, resolved once the process is gone; safe to call twice. */
  kill(): Promise<void>;
  /** Resolves when the process has exited, whatever ended it. */
  exited: Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const isAlive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export type ApiProcessOptions = {
  /**
   * The port to listen on (a free one by default): a process restarted after a crash on the
   * port of the one before keeps the address its own notifications were queued to.
   */
  port?: number;
};

export async function startApiProcess(
  env: Record<string, string>,
  options: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const { REDIS_URL: _redis, DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SIGNATURE_KEY,
      SEED_DEMO: 'false',
      PUBLIC_BASE_URL: 'https://portal.test',
      WEB_BUILD_DIR: `${API_ROOT}/no-build-for-this-test`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const base = `http://127.0.0.1:${port}/api/`;
  const answer = async (response: Response): Promise<HttpAnswer> => ({
    status: response.status,
    body: await response.json().catch(() => null),
  });
  const exited = new Promise<void>((resolve) => {
    if (!isAlive(child)) resolve();
    else child.once('exit', () => resolve());
  });
  const api: ApiProcess = {
    pid: child.pid!,
    port,
    origin: `http://127.0.0.1:${port}`,
    exited,
    alive: () => isAlive(child),
    post: async (path, body) =>
      answer(
        await fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(await signBody(body, SIGNATURE_KEY)),
          signal: AbortSignal.timeout(15_000),
        }),
      ),
    get: async (path) => answer(await fetch(base + path, { signal: AbortSignal.timeout(15_000) })),
    output: () => output,
    async stop() {
      if (!isAlive(child)) return;
      process.kill(child.pid!, 'SIGTERM');
      const timer = setTimeout(() => isAlive(child) && process.kill(child.pid!, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (isAlive(child)) process.kill(child.pid!, 'SIGKILL');
      await exited;
    },
  };

  // Ready when /api/health answers; tsx compiles the sources first, so allow a minute.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!isAlive(child))
      throw new Error(`the api exited before it was ready (exit code ${child.exitCode}):\n${output}`);
    const health = await api.get('health').catch(() => null);
    if (health?.status === 200) return api;
    if (Date.now() > deadline) {
      await api.stop();
      throw new Error(`the api was not ready after a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
