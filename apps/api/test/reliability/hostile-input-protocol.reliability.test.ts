/**
 * Hostile input (issue 8), what arrives around the payload, for every call of the table
 * (packages/domain `CALL_LIST`): methods a path does not have (OPTIONS, HEAD, PATCH, a WebDAV
 * method and a made-up one written on a raw socket), hostile query strings on the GET calls
 * (repeated keys, `a[b]=1`, broken percent-encoding, 20 kB, NUL in a key) sent over HTTP as a
 * client sends them, and the language of refusals (French by default, English when asked). The
 * promise is the fuzz's (hostile-input.reliability.test.ts): no answer of 500 or more, every
 * refusal the envelope with a code, no error-level line in the server's log.
 */
import {
  CALL_LIST,
  needsSession,
  signBody,
  signedQueryString,
  type CallMethod,
  type QueryValue,
} from '@oceane/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/sessions/service.js';
import { SIGNATURE_KEY } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';
import { asQuery, fittingPayload, jsonSchemaOf } from '../helpers/fuzz.js';
import { signUpAndLogIn } from '../helpers/passengers.js';
import {
  checkAnswer,
  counted,
  expectRefusal,
  expectWordedIn,
  fuzzSeed,
  useHostileApp,
  type Sent,
  inputSchemaOf,
} from './support/hostile-app.js';
import { requestSchemaOf } from './support/request-schemas.js';
import { record, scaled } from './support/run.js';

type TableCall = (typeof CALL_LIST)[number];

/** Each path of the table with the methods the table gives it. */
const PATHS = [...new Set(CALL_LIST.map((call) => call.path))].map((path) => ({
  path,
  methods: CALL_LIST.filter((call) => call.path === path).map((call) => call.method),
}));

const ROUTE_METHODS: CallMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * The methods a path does not have: the table's others, PATCH and OPTIONS, and HEAD where the
 * path has no GET (Fastify answers HEAD wherever GET is routed).
 */
function missingMethods(methods: CallMethod[]): string[] {
  const others: string[] = ROUTE_METHODS.filter((method) => !methods.includes(method));
  return [...others, 'PATCH', 'OPTIONS', ...(methods.includes('GET') ? [] : ['HEAD'])];
}

/**
 * What a hostile client does to a query it was given: each takes the signed query of a fitting
 * payload and the payload, and returns the query string to send.
 */
const QUERY_ATTACKS: Array<
  [string, (signed: string, payload: Record<string, QueryValue>) => Promise<string>]
> = [
  ['every key repeated, signed', (_signed, payload) => sign(repeated(payload))],
  ['every key repeated, unsigned', async (signed) => `${signed}&${signed}`],
  ['a bracketed key, signed', (_signed, payload) => sign({ ...payload, 'a[b]': '1' })],
  ['bracketed keys nested 40 deep', async (signed) => `${signed}&a${'[b]'.repeat(40)}=1&c[]=1&c[]=2`],
  ['a broken percent escape in a key', async (signed) => `${signed}&%zz=1`],
  ['a lone percent in a value', async (signed) => `${signed}&x=%`],
  ['a truncated escape at the end', async (signed) => `${signed}&x=%e`],
  ['an escaped lone surrogate', async (signed) => `${signed}&x=%ED%A0%80`],
  ['NUL in a key, raw', async (signed) => `${signed}&a%00b=1`],
  ['NUL in a key, signed', (_signed, payload) => sign({ ...payload, 'a\u0000b': '1' })],
  ['a 20 kB value, signed', (_signed, payload) => sign({ ...payload, filler: 'x'.repeat(20_000) })],
  ['a 20 kB query of keys', async (signed) => `${signed}${'&k=v'.repeat(5_000)}`],
  [
    'a prototype key, signed',
    // Computed, so that `__proto__` is a key of the query and not the object's prototype.
    (_signed, payload) => sign({ ...payload, ['__proto__']: '1', constructor: '1' }),
  ],
  ['no value and no key', async (signed) => `${signed}&&=&==&x`],
];

const sign = (query: Record<string, QueryValue>) => signedQueryString(query, SIGNATURE_KEY);

function repeated(payload: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => {
      const items = Array.isArray(value) ? value : [value ?? ''];
      return [key, [...items, ...items]];
    }),
  );
}

describe.each(DIALECTS)('methods, query strings and language of every call ($name)', (dialect) => {
  const { target, requests, errorLines } = useHostileApp(dialect, { ERROR_REPORTING: 'true' });
  const seed = fuzzSeed(dialect.name);
  const failures: string[] = [];
  let passengerId = 0;

  beforeAll(async () => {
    passengerId = (await signUpAndLogIn(target().app)).userId;
  });

  afterAll(() => {
    record('hostile-input', {
      part: `unknown methods, query strings and language (${dialect.name})`,
      requests: requests(),
      failures: failures.length + (errorLines.length > 0 ? 1 : 0),
      seed,
      note: `${PATHS.length} paths, ${CALL_LIST.length} calls walked; failed: ${failures.join(', ') || 'none'}`,
    });
  });

  /** A fitting query of a call, with a live session's token when it needs one. */
  async function fittingQuery(call: TableCall, drawn: Record<string, unknown>) {
    const query: Record<string, QueryValue> = asQuery(drawn);
    if (needsSession(call))
      query.userToken = await openSession(target().app.db, target().app.config, passengerId);
    return query;
  }

  it.each(PATHS.map((entry) => [entry.path, entry] as const))(
    '/api/%s: every method it does not have answers 405 in the envelope, naming the ones it has',
    (path, { methods }) =>
      counted(failures, `methods of ${path}`, async () => {
        const allowed = ROUTE_METHODS.filter((method) => methods.includes(method)).join(', ');
        for (const method of missingMethods(methods)) {
          const sent = await target().inject({ method: method as CallMethod, url: `/api/${path}` });
          const what = `${method} /api/${path}`;
          expect(sent.statusCode, what).toBe(405);
          expect(sent.headers.allow, what).toBe(allowed);
          expect(sent.contentType, what).toMatch(/^application\/json/);
          // A HEAD answer has no body to read the envelope from.
          if (method !== 'HEAD') expect(expectRefusal(sent, what).code, what).toBe('METHOD_NOT_ALLOWED');
        }
        const webDav = await target().raw(
          `PROPFIND /api/${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        expect(webDav.statusCode, `PROPFIND /api/${path}`).toBe(405);
        expect(expectRefusal(webDav, `PROPFIND /api/${path}`).code).toBe('METHOD_NOT_ALLOWED');
        // Node's parser refuses a method it does not know before any route is looked up.
        for (const method of ['FROBNICATE', 'get', 'G\u0000T']) {
          const sent = await target().raw(
            `${method} /api/${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
          );
          const what = `${JSON.stringify(method)} /api/${path}`;
          expect(sent.statusCode, what).toBe(400);
          expect(expectRefusal(sent, what).code, what).toBe('BAD_REQUEST');
        }
      }),
  );

  const GET_CALLS = CALL_LIST.filter((call) => call.method === 'GET');

  it.each(GET_CALLS.map((call) => [call.path, call] as const))(
    'GET %s: hostile query strings over HTTP never get a 5xx or an answer outside the envelope',
    (path, call) =>
      counted(failures, `query strings of ${path}`, async () => {
        const schema = jsonSchemaOf(
          requestSchemaOf(call.name, () => inputSchemaOf(target().route('GET', path))),
        );
        await fc.assert(
          fc.asyncProperty(fittingPayload(schema), async (drawn) => {
            const payload = await fittingQuery(call, drawn);
            const signed = await sign(payload);
            for (const [attack, make] of QUERY_ATTACKS) {
              const url = `/api/${path}?${await make(signed, payload)}`;
              const what = `${call.name} with ${attack}`;
              // Over HTTP, a request line past Node's 16 kB of headers is refused before any
              // route, in the envelope whatever the route; through inject, the route sees it all.
              const overHttp = await target().fetch(url);
              if (overHttp.statusCode === 431)
                expect(expectRefusal(overHttp, what).code).toBe('HEADERS_TOO_LARGE');
              else checkAnswer(call, overHttp, `${what}, over HTTP`);
              checkAnswer(call, await target().inject({ method: 'GET', url }), what);
            }
          }),
          { numRuns: scaled(2, 50), seed, endOnFailure: true },
        );
      }),
  );

  /** Refusals every call can be made to give: a method it lacks, a missing signature or session. */
  async function refusals(call: TableCall, headers: Record<string, string>, locale?: 'en') {
    const { inject } = target();
    const url = `/api/${call.path}`;
    const wrongMethod = ROUTE_METHODS.find(
      (method) => !CALL_LIST.some((other) => other.path === call.path && other.method === method),
    );
    const sent: Array<[string, Sent]> = [];
    if (wrongMethod) sent.push(['a method it lacks', await inject({ method: wrongMethod, url, headers })]);
    if (call.access === 'unsigned') return sent;
    const unsigned: Record<string, string> = locale ? { locale } : {};
    const signedWithoutToken = await signBody(unsigned, SIGNATURE_KEY);
    if (call.method === 'GET') {
      sent.push([
        'no signature',
        await inject({ method: 'GET', url: `${url}?${new URLSearchParams(unsigned)}`, headers }),
      ]);
      if (needsSession(call))
        sent.push([
          'no session',
          await inject({ method: 'GET', url: `${url}?${await sign(unsigned)}`, headers }),
        ]);
      return sent;
    }
    const json = { ...headers, 'content-type': 'application/json' };
    sent.push(['no signature', await inject({ method: call.method, url, payload: unsigned, headers: json })]);
    if (needsSession(call))
      sent.push([
        'no session',
        await inject({ method: call.method, url, payload: signedWithoutToken, headers: json }),
      ]);
    return sent;
  }

  it.each(
    CALL_LIST.filter((call) => !call.page).map((call) => [`${call.method} ${call.path}`, call] as const),
  )('%s: a refusal is worded in French by default and in English when the caller asks', (name, call) =>
    counted(failures, `language of ${name}`, async () => {
      const byDefault = await refusals(call, {});
      const askingEnglish = await refusals(call, { 'accept-language': 'en-GB,en;q=0.8,fr;q=0.5' });
      const byField = await refusals(call, {}, 'en');
      expect(byDefault.length, 'at least one refusal').toBeGreaterThan(0);
      for (const [index, [what, sent]] of byDefault.entries()) {
        const french = expectRefusal(sent, `${name}, ${what}`);
        expectWordedIn(sent, 'fr', `${name}, ${what}`);
        const inEnglish = askingEnglish[index]![1];
        expectWordedIn(inEnglish, 'en', `${name}, ${what}, Accept-Language en`);
        const english = expectRefusal(inEnglish, `${name}, ${what}, Accept-Language en`);
        expect(english.code, `${name}, ${what}`).toBe(french.code);
        expect(english.message, `${name}, ${what}`).not.toBe(french.message);
        // A 405 carries no body or query: only the header can name its language.
        if (what !== 'a method it lacks')
          expectWordedIn(byField[index]![1], 'en', `${name}, ${what}, locale=en`);
      }
    }),
  );

  it('wrote no error-level line to the log', () => {
    expect(errorLines).toEqual([]);
  });
});
