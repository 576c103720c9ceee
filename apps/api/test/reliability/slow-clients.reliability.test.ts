/**
 * Slow and abusive clients (issue 8): slow-loris headers and bodies, many idle connections and
 * bodies past the limit, each sent to the api as a real process while a client measures
 * /api/health. Promises: health keeps its usual time (its p99 under attack at most
 * max(3 × its p99 alone just before, 100 ms): three times absorbs a loaded CI machine, 100 ms is
 * what a person reads as instant), no answer of 500 or more, and the server closes every slow
 * socket itself, with a 408 envelope, once its timeout (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS),
 * checked every second, has passed, and every idle keep-alive connection after
 * KEEP_ALIVE_TIMEOUT_MS. The timeouts are shortened through the environment so that a short run
 * lasts seconds. The attacks reach HTTP parsing and body limits, before any database work: they
 * run on SQLite only.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../helpers/api-process.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';
import { databaseEnv } from './support/process-env.js';
import { record, scaled } from './support/run.js';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const KEEP_ALIVE_TIMEOUT_MS = 2000;
/** Node looks for expired requests once a second (src/app.ts), and the machine may be busy. */
const CLOSE_SLACK_MS = 1000 + 1500;
const TRICKLE_MS = 200;
const ATTACK_MS = scaled(4000, 120_000);
const BODY_LIMIT_BYTES = 64 * 1024;

const LATENCY_FLOOR_MS = 100;
/**
 * Each client of the oversized bodies waits this long between two: ten of them send up to 200
 * a second, the bodies are the attack, not the rate (a flood of any request is the rate limits'
 * and the proxy's to stop, and on two cores it would measure the machine, not the limits).
 */
const OVERSIZED_PAUSE_MS = 50;

let database: TestDatabase;
let api: ApiProcess;

beforeAll(async () => {
  const sqlite = DIALECTS.find((dialect) => dialect.name === 'sqlite')!;
  database = await sqlite.create();
  api = await startApiProcess({
    ...databaseEnv(database.config),
    JOBS: 'off',
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
  });
});

afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

const percentile = (sorted: number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

type Latencies = { p50: number; p99: number; count: number; failures: string[]; slowest: string };

/** Sequential GET /api/health: `count` of them, or as many as fit until `done()` says stop. */
async function measureHealth(options: { count?: number; done?: () => boolean }): Promise<Latencies> {
  const times: number[] = [];
  const failures: string[] = [];
  const began = performance.now();
  const slow: string[] = [];
  while (options.count ? times.length < options.count : !options.done?.()) {
    const started = performance.now();
    try {
      const response = await fetch(`${api.origin}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`health answered ${response.status}`);
    } catch (error) {
      failures.push(`health failed: ${(error as Error).message}`);
    }
    const took = performance.now() - started;
    if (took > LATENCY_FLOOR_MS) slow.push(`${Math.round(took)} ms at +${Math.round(started - began)} ms`);
    times.push(took);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    count: times.length,
    failures,
    slowest: slow.slice(0, 10).join(', '),
  };
}

/** One socket of an attack: how long it lived, who closed it, and what the server said. */
type SocketEnd = { lifetimeMs: number; closedByServer: boolean; answer: string };

/** The sockets of a running attack, and whether the test is closing them itself. */
type Clients = { open: Set<Socket>; stopping: boolean };

/**
 * A client that sends `opening` on connecting, then `trickle` every TRICKLE_MS, and never
 * finishes its request: it lasts until the server closes it, or the test stops the attack.
 */
function slowSocket(opening: string, trickle: string | null, clients: Clients): Promise<SocketEnd> {
  return new Promise((resolve) => {
    const opened = performance.now();
    const socket = connect(api.port, '127.0.0.1');
    clients.open.add(socket);
    let answer = '';
    const timer = trickle ? setInterval(() => socket.writable && socket.write(trickle), TRICKLE_MS) : null;
    socket.on('connect', () => opening && socket.write(opening));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      if (timer) clearInterval(timer);
      clients.open.delete(socket);
      resolve({ lifetimeMs: performance.now() - opened, closedByServer: !clients.stopping, answer });
    });
  });
}

type Attack = {
  name: string;
  /** Clients at once; each one reconnects as soon as the server closes it, unless `once`. */
  clients: number;
  once?: boolean;
  opening: string;
  trickle: string | null;
  /** The server's timeout that must close these sockets. */
  timeoutMs: number;
  /** What the server says before it closes: 408 for a request it gave up on. */
  answer: { status: number; envelope: boolean };
};

const GAVE_UP = { status: 408, envelope: true };

const ATTACKS: Attack[] = [
  {
    name: 'slow-loris headers',
    clients: scaled(200, 500),
    opening: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
    trickle: 'X-Slow: 1\r\n',
    timeoutMs: HEADERS_TIMEOUT_MS,
    answer: GAVE_UP,
  },
  {
    name: 'slow-loris body',
    clients: scaled(50, 200),
    opening:
      'POST /api/Identity/signIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${BODY_LIMIT_BYTES - 1}\r\n\r\n{"email":"`,
    trickle: 'a',
    timeoutMs: REQUEST_TIMEOUT_MS,
    answer: GAVE_UP,
  },
  {
    name: 'idle connections',
    // Held until the server closes them: reopened at once, a thousand sockets would be a
    // connection flood every timeout, which a short timeout turns into one every second.
    clients: scaled(1000, 3000),
    once: true,
    opening: '',
    trickle: null,
    timeoutMs: HEADERS_TIMEOUT_MS,
    answer: GAVE_UP,
  },
  {
    name: 'idle keep-alive connections',
    // One request answered, then silence: the connection is closed after KEEP_ALIVE_TIMEOUT_MS.
    clients: scaled(200, 1000),
    once: true,
    opening: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    trickle: null,
    timeoutMs: KEEP_ALIVE_TIMEOUT_MS,
    answer: { status: 200, envelope: false },
  },
];

type Outcome = { name: string; health: Latencies; requests: number; problems: string[] };

/** Runs an attack for ATTACK_MS (and until each client was closed once) while health is measured. */
async function underAttack(attack: Attack): Promise<Outcome> {
  const state: Clients = { open: new Set(), stopping: false };
  const ends: SocketEnd[] = [];
  const client = async () => {
    do ends.push(await slowSocket(attack.opening, attack.trickle, state));
    while (!state.stopping && !attack.once);
  };
  // Connections opened a hundred at a time, as the listen backlog would drop a thousand at once.
  const clients: Promise<void>[] = [];
  for (let opened = 0; opened < attack.clients; opened += 1) {
    clients.push(client());
    if (opened % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const started = performance.now();
  const closedByServer = () => ends.filter((end) => end.closedByServer).length;
  const limit = attack.timeoutMs + CLOSE_SLACK_MS;
  // Until every client was closed once by the server; a server that never closes them is let
  // wait one limit past the attack, then its sockets are counted late.
  const elapsed = () => performance.now() - started;
  const health = await measureHealth({
    done: () =>
      ((elapsed() > ATTACK_MS || attack.once === true) && closedByServer() >= attack.clients) ||
      elapsed() > ATTACK_MS + limit,
  });
  state.stopping = true;
  for (const socket of state.open) socket.destroy();
  await Promise.all(clients);

  const problems = health.failures.map((failure) => `${attack.name}: ${failure}`);
  const served = ends.filter((end) => end.closedByServer);
  const late = ends.filter((end) => end.lifetimeMs > limit);
  if (late.length > 0) {
    const worst = Math.max(...late.map((end) => end.lifetimeMs));
    problems.push(
      `${attack.name}: ${late.length} sockets outlived ${limit} ms (worst ${Math.round(worst)} ms)`,
    );
  }
  // The server answers before it closes; the answer may not arrive when the client was still
  // sending (the server's close on unread bytes is a TCP reset), but whatever arrives is that.
  const answered = served.filter((end) => end.answer !== '');
  const expected = `HTTP/1.1 ${attack.answer.status} `;
  const wrong = answered.filter(
    (end) =>
      !end.answer.startsWith(expected) || (attack.answer.envelope && !end.answer.includes('"status":"ko"')),
  );
  if (wrong.length > 0) {
    problems.push(
      `${attack.name}: ${wrong.length} answers not ${attack.answer.status}, such as ${JSON.stringify(wrong[0]!.answer.slice(0, 200))}`,
    );
  }
  if (answered.length === 0) problems.push(`${attack.name}: no socket was answered ${attack.answer.status}`);
  return { name: attack.name, health, requests: health.count + ends.length, problems };
}

/**
 * A body past the limit on a raw socket, answered by its status line and envelope. A declared
 * length past the limit must be refused from the headers alone, so none of the body is sent; a
 * chunked body is sent until it passes the limit, then the client waits (a client that kept
 * sending would have its answer lost to the TCP reset of a server closing on unread bytes).
 */
function oversized(framing: 'content-length' | 'chunked'): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(api.port, '127.0.0.1');
    let answer = '';
    const length =
      framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${16 * BODY_LIMIT_BYTES}`;
    socket.on('connect', () => {
      socket.write(
        'POST /api/Identity/signIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `${length}\r\nConnection: close\r\n\r\n`,
      );
      if (framing === 'chunked') {
        const chunk = Buffer.alloc(BODY_LIMIT_BYTES / 4, 'a');
        for (let sent = 0; sent <= BODY_LIMIT_BYTES; sent += chunk.length) {
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          socket.write('\r\n');
        }
      }
    });
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** Clients sending bodies past the limit, in both framings, for ATTACK_MS, while health is measured. */
async function oversizedBodies(): Promise<Outcome> {
  const answers: string[] = [];
  let running = true;
  const client = async (framing: 'content-length' | 'chunked') => {
    while (running) {
      answers.push(await oversized(framing));
      await new Promise((resolve) => setTimeout(resolve, OVERSIZED_PAUSE_MS));
    }
  };
  const clients = Array.from({ length: scaled(10, 50) }, (_, index) =>
    client(index % 2 === 0 ? 'content-length' : 'chunked'),
  );
  const started = performance.now();
  const health = await measureHealth({ done: () => performance.now() - started > ATTACK_MS });
  running = false;
  await Promise.all(clients);
  const name = 'bodies past the limit';
  const problems = health.failures.map((failure) => `${name}: ${failure}`);
  const refused = answers.filter(
    (answer) => answer.startsWith('HTTP/1.1 413 ') && answer.includes('"code":"PAYLOAD_TOO_LARGE"'),
  );
  if (refused.length !== answers.length) {
    const other = answers.find((answer) => !refused.includes(answer)) ?? '';
    problems.push(
      `${name}: ${answers.length - refused.length} answers not 413, such as ${JSON.stringify(other.slice(0, 200))}`,
    );
  }
  return { name, health, requests: health.count + answers.length, problems };
}

describe('slow and abusive clients against a real api process (sqlite)', () => {
  it('keeps /api/health within its usual time and closes every slow socket after its timeout', async () => {
    await measureHealth({ count: 20 }); // warm-up: the first calls compile and open the database
    const runs: Array<() => Promise<Outcome>> = [
      ...ATTACKS.map((attack) => () => underAttack(attack)),
      oversizedBodies,
    ];
    // Each attack is compared with health alone just before it: a shared CI machine's load drifts
    // within a run, and a baseline taken once would blame the attack for a neighbour's work.
    const results: Array<{ outcome: Outcome; alone: Latencies; bound: number }> = [];
    for (const run of runs) {
      const alone = await measureHealth({ count: scaled(200, 2000) });
      results.push({ alone, bound: Math.max(3 * alone.p99, LATENCY_FLOOR_MS), outcome: await run() });
    }

    const problems = results.flatMap(({ outcome, alone, bound }) => [
      ...alone.failures,
      ...outcome.problems,
      ...(outcome.health.p99 > bound
        ? [
            `${outcome.name}: health p99 ${outcome.health.p99.toFixed(1)} ms over ${bound.toFixed(1)} ms ` +
              `(${outcome.health.count} calls; slow ones: ${outcome.health.slowest})`,
          ]
        : []),
    ]);
    if (!api.alive()) problems.push('the api process died');
    // A refusal is logged at info level; an error line means the server saw a fault of its own.
    const errorLines = api
      .output()
      .split('\n')
      .filter((line) => /"level":(5|6)0/.test(line));
    if (errorLines.length > 0) problems.push(`${errorLines.length} error lines, such as ${errorLines[0]}`);
    const worst = results.reduce((a, b) =>
      b.outcome.health.p99 / b.bound > a.outcome.health.p99 / a.bound ? b : a,
    );
    record('slow-clients', {
      part: 'slow-loris headers and bodies, idle and keep-alive connections, bodies past the limit (sqlite)',
      requests: results.reduce((sum, { outcome, alone }) => sum + alone.count + outcome.requests, 0),
      failures: problems.length,
      note:
        `health p99 alone → under attack: ` +
        results
          .map(
            ({ outcome, alone }) =>
              `${outcome.name} ${alone.p99.toFixed(0)} → ${outcome.health.p99.toFixed(0)} ms`,
          )
          .join(', ') +
        `; closest to its bound: ${worst.outcome.name} (${worst.bound.toFixed(0)} ms)`,
    });
    expect(problems, api.output()).toEqual([]);
  });
});
