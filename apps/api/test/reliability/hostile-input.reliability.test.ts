/**
 * Every call of the table (packages/domain `CALLS`) fuzzed from its own schema (issue 6, "done
 * when"): wrong types, missing and extra fields, huge strings, NUL and lone surrogates, prototype
 * keys, nesting at the limit, bad and missing signatures, bad and revoked tokens, bad JSON and
 * wrong content types. Whatever arrives: no answer of 500 or more, every refusal the envelope with
 * a code (a `page` call, the sandbox provider's hosted pages, answers an HTML page or a redirect
 * instead), and no error-level line in the server's log. A new call is fuzzed the day it is added
 * to the table. FUZZ_RUNS sets the draws per call (40 here; a night run can set thousands); a
 * failure prints fast-check's seed and path, so it can be replayed with FUZZ_SEED.
 */
import { Writable } from 'node:stream';
import { CALL_LIST, needsSession, signBody, signedQueryString, type Call } from '@oceane/domain';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPlugin } from '../../src/app.js';
import { SIGNATURE_KEY, testConfig } from '../helpers/app.js';
import { post } from '../helpers/api.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';
import { asQuery, jsonSchemaOf, payloadArbitrary } from '../helpers/fuzz.js';
import { multipartBody } from '../helpers/multipart.js';
import { signUpAndLogIn } from '../helpers/passengers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Sent = { statusCode: number; contentType: string; body: string };

/** The schema a route validates its input with: the body, else the query. */
function inputSchemaOf(route: RouteOptions | undefined): unknown {
  const schema = route?.schema as { body?: unknown; querystring?: unknown } | undefined;
  return schema?.body ?? schema?.querystring;
}

function checkAnswer(call: Call, sent: Sent, what: string) {
  expect(sent.statusCode, what).toBeLessThan(500);
  if (call.page) {
    // A browser's page: a redirect, or an HTML document whatever went wrong, never the envelope.
    if (sent.statusCode === 303) return;
    expect(sent.contentType, what).toMatch(/^text\/html/);
    expect(sent.body, what).toMatch(/^<!doctype html>/i);
    return;
  }
  if (call.bytes && sent.statusCode === 200) return;
  expect(sent.contentType, what).toMatch(/^application\/json/);
  const body = JSON.parse(sent.body) as { status?: string; error?: { code?: unknown; message?: unknown } };
  if (sent.statusCode >= 400) {
    expect(body.status, what).toBe('ko');
    expect(typeof body.error?.code, what).toBe('string');
    expect(typeof body.error?.message, what).toBe('string');
  } else {
    expect(body.status, what).toBe('ok');
  }
}

describe.each(DIALECTS)('fuzzing every call of the table ($name)', (dialect) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const errorLines: string[] = [];
  const routes = new Map<string, RouteOptions>();
  const tokens: Record<'valid' | 'revoked', string> = { valid: '', revoked: '' };

  beforeAll(async () => {
    database = await dialect.create();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        errorLines.push(String(chunk));
        done();
      },
    });
    app = Fastify({ logger: { level: 'error', stream } });
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.set(`${method} ${route.url}`, route);
    });
    await appPlugin(app, testConfig(database.config, { ERROR_REPORTING: 'true' }));
    await app.ready();
    const revoked = await signUpAndLogIn(app);
    await post(app, 'Account/logout.json', { userToken: revoked.userToken, user_id: revoked.userId });
    tokens.revoked = revoked.userToken;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const tokenChoice = fc.oneof(
    { weight: 6, arbitrary: fc.constant('valid') },
    { weight: 1, arbitrary: fc.constantFrom('revoked', 'garbage', 'none', 'fuzzed') },
  );
  const signatureChoice = fc.oneof(
    { weight: 10, arbitrary: fc.constant('valid') },
    { weight: 1, arbitrary: fc.constantFrom('missing', 'wrong', 'stale') },
  );

  async function send(
    call: Call,
    payload: Record<string, unknown>,
    signature: string,
    file?: Uint8Array,
  ): Promise<Sent> {
    const url = `/api/${call.path}`;
    let response;
    if (call.method === 'GET') {
      const query = asQuery(payload);
      let search: string;
      if (signature === 'valid' && call.access !== 'unsigned') {
        search = await signedQueryString(query, SIGNATURE_KEY);
      } else {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(query))
          for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
        if (signature === 'wrong') params.append('sHMAC', 'f'.repeat(40));
        if (signature === 'stale') params.append('sHMAC', (await signBody({ a: 1 }, SIGNATURE_KEY)).sHMAC);
        search = params.toString();
      }
      response = await app.inject({ method: 'GET', url: `${url}?${search}` });
    } else if (call.page) {
      // A page's form posts as a browser does (urlencoded), unsigned.
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(asQuery(payload)))
        for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
      response = await app.inject({
        method: call.method,
        url,
        payload: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    } else if (call.multipart) {
      const fields = Object.fromEntries(
        Object.entries(asQuery(payload)).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(',') : value,
        ]),
      );
      const signed = signature === 'valid' ? await signBody(fields, SIGNATURE_KEY) : fields;
      const form = multipartBody(
        signed,
        file ? { filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from(file) } : undefined,
      );
      response = await app.inject({
        method: call.method,
        url,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      });
    } else {
      let body: Record<string, unknown> = payload;
      if (signature === 'valid') body = await signBody(payload, SIGNATURE_KEY);
      if (signature === 'wrong') body = { ...payload, sHMAC: 'f'.repeat(40) };
      if (signature === 'stale')
        body = { ...payload, sHMAC: (await signBody({ a: 1 }, SIGNATURE_KEY)).sHMAC };
      response = await app.inject({
        method: call.method,
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    }
    return {
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
  }

  it.each(CALL_LIST.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: drawn payloads never get a 5xx or an answer outside the envelope',
    async (_name, call) => {
      const route = routes.get(`${call.method} /api/${call.path}`);
      expect(route, 'the call is registered').toBeDefined();
      const schema = jsonSchemaOf(inputSchemaOf(route));
      // A session of its own, since fuzzing logout or another call may end it.
      tokens.valid = (await signUpAndLogIn(app)).userToken;
      await fc.assert(
        fc.asyncProperty(
          payloadArbitrary(schema),
          tokenChoice,
          signatureChoice,
          fc.option(fc.uint8Array({ maxLength: 2048 }), { nil: undefined }),
          async (payload, token, signature, file) => {
            // A staff call gets a passenger's session: its refusals (403) are fuzzed too.
            if (needsSession(call) && token !== 'fuzzed') {
              if (token === 'none') delete payload.userToken;
              else payload.userToken = token === 'garbage' ? 'x'.repeat(64) : tokens[token];
            }
            const sent = await send(call, payload, signature, file);
            if (process.env.FUZZ_TRACE)
              console.log('FUZZ', call.name, sent.statusCode, sent.body.slice(0, 80));
            checkAnswer(call, sent, `${call.name} ${JSON.stringify(payload).slice(0, 300)}`);
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
  );

  const RAW_BODIES: Array<[string, string, string]> = [
    ['malformed JSON', 'application/json', '{"userToken": "a",'],
    ['an empty JSON body', 'application/json', ''],
    ['a JSON array', 'application/json', '[1,2,3]'],
    ['a JSON string', 'application/json', '"text"'],
    ['JSON nested 100 levels', 'application/json', `${'['.repeat(100)}${']'.repeat(100)}`],
    ['a prototype key', 'application/json', '{"__proto__":{"admin":true}}'],
    ['plain text', 'text/plain', 'userToken=a'],
    ['a form', 'application/x-www-form-urlencoded', 'userToken=a'],
    ['XML', 'application/xml', '<a/>'],
    ['a broken multipart body', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
  ];

  it.each(CALL_LIST.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: malformed bodies and content types are refused in the envelope',
    async (_name, call) => {
      for (const [what, contentType, payload] of RAW_BODIES) {
        const response = await app.inject({
          method: call.method,
          url: `/api/${call.path}`,
          payload,
          headers: { 'content-type': contentType },
        });
        checkAnswer(
          call,
          {
            statusCode: response.statusCode,
            contentType: String(response.headers['content-type'] ?? ''),
            body: response.body,
          },
          `${call.name} with ${what}`,
        );
      }
    },
  );

  it('wrote no error-level line to the log', () => {
    expect(errorLines).toEqual([]);
  });
});
