/**
 * The api as the hostile-input parts attack it: built on a fresh database of one dialect with
 * the error handlers the server has, listening on a port of its own for what `inject` cannot send
 * (unknown methods, raw request lines, real URLs), its routes kept by method and path (each
 * call's schema drives the fuzz), every error-level log line kept (the promise: none), and every
 * attacking request counted for the report. Also the checks every part makes of an answer.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { messageFor, type Call, type Locale } from '@oceane/domain';
import Fastify, { type FastifyInstance, type InjectOptions, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { appPlugin } from '../../../src/app.js';
import { clientErrorHandler, frameworkErrors } from '../../../src/plugins/envelope.js';
import { testConfig } from '../../helpers/app.js';
import type { Dialect, TestDatabase } from '../../helpers/databases.js';
import { seedFor } from './run.js';

export type Sent = {
  statusCode: number;
  contentType: string;
  headers: Record<string, unknown>;
  body: string;
};

export type HostileApp = {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** A registered route by `METHOD /api/path`, with the schema it validates. */
  route(method: string, path: string): RouteOptions | undefined;
  /** One attacking request through `app.inject`, counted. */
  inject(options: InjectOptions): Promise<Sent>;
  /** One attacking GET over HTTP with fetch, counted. */
  fetch(pathAndQuery: string): Promise<Sent>;
  /** One request written as raw bytes on a socket (`\r\n` line ends), its answer read back, counted. */
  raw(request: string): Promise<Sent>;
};

/** fast-check's seed for a dialect's part: FUZZ_SEED to replay a failure, else the run's own. */
/** The schema a route validates its input with: the body, else the query. */
export function inputSchemaOf(route: RouteOptions | undefined): unknown {
  const schema = route?.schema as { body?: unknown; querystring?: unknown } | undefined;
  return schema?.body ?? schema?.querystring;
}

export function fuzzSeed(dialectName: string): number {
  return process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : seedFor(`hostile-input:${dialectName}`);
}

/** One app per describe block, attacked by its tests; its figures stay readable after it closes. */
export function useHostileApp(
  dialect: Dialect,
  env: Record<string, string> = {},
): {
  target: () => HostileApp;
  requests: () => number;
  /** The error-level lines the server logged (the promise: none). */
  errorLines: string[];
} {
  let current: HostileApp | null = null;
  let database: TestDatabase | null = null;
  let requests = 0;
  const errorLines: string[] = [];

  beforeAll(async () => {
    database = await dialect.create();
    const config = testConfig(database.config, env);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        errorLines.push(String(chunk));
        done();
      },
    });
    // buildApp's error handlers and body limit, on an instance whose routes can be read as they
    // are registered (buildApp registers them before handing the app over).
    const app = Fastify({
      logger: { level: 'error', stream },
      bodyLimit: config.bodyLimitBytes,
      frameworkErrors,
      clientErrorHandler,
    });
    const routes = new Map<string, RouteOptions>();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.set(`${method} ${route.url}`, route);
    });
    await appPlugin(app, config);
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(origin);
    current = {
      app,
      origin,
      route: (method, path) => routes.get(`${method} /api/${path}`),
      async inject(options) {
        requests += 1;
        const response = await app.inject(options);
        return {
          statusCode: response.statusCode,
          contentType: String(response.headers['content-type'] ?? ''),
          headers: response.headers,
          body: response.body,
        };
      },
      async fetch(pathAndQuery) {
        requests += 1;
        const response = await fetch(`${origin}${pathAndQuery}`, { signal: AbortSignal.timeout(15_000) });
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => (headers[key] = value));
        return {
          statusCode: response.status,
          contentType: response.headers.get('content-type') ?? '',
          headers,
          body: await response.text(),
        };
      },
      async raw(request) {
        requests += 1;
        return rawExchange(Number(port), request);
      },
    };
  });

  afterAll(async () => {
    await current?.app.close();
    await database?.drop();
    current = null;
  });

  return {
    target: () => {
      if (!current) throw new Error('the hostile app is not built yet');
      return current;
    },
    requests: () => requests,
    errorLines,
  };
}

/** Writes a request on a fresh socket and reads the answer until the server closes it. */
function rawExchange(port: number, request: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer in 10 s to ${request.slice(0, 60)}`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    });
    socket.write(request);
  });
}

function parseAnswer(bytes: Buffer): Sent {
  const text = bytes.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunked(body);
  return {
    statusCode: Number(statusLine.split(' ')[1]),
    contentType: headers['content-type'] ?? '',
    headers,
    body,
  };
}

function unchunked(text: string): string {
  let body = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

type Envelope = { status?: string; error?: { code?: unknown; message?: unknown } };

/** A refusal in the envelope: a 4xx, JSON, `status: ko`, a code and a non-empty message. */
export function expectRefusal(sent: Sent, what: string): { code: string; message: string } {
  expect(sent.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(sent.statusCode, what).toBeLessThan(500);
  expect(sent.contentType, what).toMatch(/^application\/json/);
  const body = JSON.parse(sent.body) as Envelope;
  expect(body.status, what).toBe('ko');
  expect(typeof body.error?.code, what).toBe('string');
  expect(typeof body.error?.message, what).toBe('string');
  expect(body.error?.message, what).not.toBe('');
  return { code: String(body.error?.code), message: String(body.error?.message) };
}

/**
 * Whatever a call was sent, its answer is no 5xx, and is the envelope: a success, or a refusal
 * with a code. A `page` call (the sandbox provider's hosted pages) answers an HTML page or a
 * redirect instead, whatever went wrong; a `bytes` call's success is bytes.
 */
export function checkAnswer(call: Call, sent: Sent, what: string): void {
  expect(sent.statusCode, what).toBeLessThan(500);
  if (call.page) {
    if (sent.statusCode === 303) return;
    expect(sent.contentType, what).toMatch(/^text\/html/);
    expect(sent.body, what).toMatch(/^<!doctype html>/i);
    return;
  }
  if (call.bytes && sent.statusCode === 200) return;
  if (sent.statusCode >= 400) {
    expectRefusal(sent, what);
    return;
  }
  expect(sent.contentType, what).toMatch(/^application\/json/);
  expect((JSON.parse(sent.body) as Envelope).status, what).toBe('ok');
}

/** A refusal worded in a language: its message is the catalogue's text for its code. */
export function expectWordedIn(sent: Sent, locale: Locale, what: string): void {
  const { code, message } = expectRefusal(sent, what);
  expect(message, `${what}: the message of ${code} in ${locale}`).toBe(messageFor(locale, code));
}

/** Runs a check, and counts it in `failures` when it fails, for the report. */
export async function counted(failures: string[], name: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    failures.push(name);
    throw error;
  }
}
