/**
 * A Redis for the shared rate-limit counters: the server at TEST_REDIS_URL when it answers; when
 * that variable is unset, the one at 127.0.0.1:6379, else a throwaway redis-server on a free port
 * when the binary is installed. TEST_REDIS_URL set to a closed port (redis://127.0.0.1:1) means
 * "no Redis", as on a fresh machine. Also: Redis servers that cannot answer, for the outage tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { Redis } from 'ioredis';

export type TestRedis = { url: string; stop(): Promise<void> };

const URL_FROM_ENV = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SPAWN_ALLOWED = process.env.TEST_REDIS_URL === undefined;

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
  if (!SPAWN_ALLOWED || spawnSync('redis-server', ['--version']).status !== 0) return null;
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

/** A redis:// address where nothing listens: a port just freed. */
export async function closedPortUrl(): Promise<string> {
  return `redis://127.0.0.1:${await freePort()}`;
}

/** The commands of a RESP stream (arrays of bulk strings, as clients send them), once complete. */
function* respCommands(buffer: { text: string }): Generator<string[]> {
  for (;;) {
    const match = /^\*(\d+)\r\n/.exec(buffer.text);
    if (!match) return;
    let offset = match[0].length;
    const words: string[] = [];
    for (let index = 0; index < Number(match[1]); index += 1) {
      const head = /^\$(\d+)\r\n/.exec(buffer.text.slice(offset));
      if (!head) return;
      const start = offset + head[0].length;
      if (buffer.text.length < start + Number(head[1]) + 2) return;
      words.push(buffer.text.slice(start, start + Number(head[1])));
      offset = start + Number(head[1]) + 2;
    }
    buffer.text = buffer.text.slice(offset);
    yield words;
  }
}

/**
 * A server that passes ioredis's handshake and ready check (HELLO refused, so RESP2; CLIENT and
 * INFO answered), then never answers another command: a Redis that hangs, the case that would
 * hold requests without a command timeout.
 */
export async function stalledRedis(): Promise<TestRedis> {
  const sockets = new Set<Socket>();
  const info = '# Server\r\nloading:0\r\n';
  const replies: Record<string, string> = {
    hello: "-ERR unknown command 'hello'\r\n",
    client: '+OK\r\n',
    info: `$${info.length}\r\n${info}\r\n`,
  };
  const server = createServer((socket) => {
    const buffer = { text: '' };
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.on('data', (data) => {
      buffer.text += data.toString('latin1');
      for (const [name] of respCommands(buffer)) {
        const reply = replies[name?.toLowerCase() ?? ''];
        if (reply) socket.write(reply);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
