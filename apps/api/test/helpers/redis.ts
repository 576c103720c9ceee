/**
 * A Redis for the shared rate-limit counters: the server at TEST_REDIS_URL when it answers, else
 * a throwaway redis-server on a free port when the binary is installed, else none.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

export type TestRedis = { url: string; stop(): Promise<void> };

const URL_FROM_ENV = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function findRedis(): Promise<TestRedis | null> {
  if (await answers(URL_FROM_ENV)) return { url: URL_FROM_ENV, stop: async () => {} };
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50 && !(await answers(url)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: async () => void child.kill('SIGTERM') };
}
