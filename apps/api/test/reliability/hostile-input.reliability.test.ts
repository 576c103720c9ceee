/**
 * Hostile input (issue 8), the fuzz of every call of the table (packages/domain `CALL_LIST`) from
 * its own schema: wrong types, missing and extra fields, huge strings, NUL and lone surrogates,
 * prototype keys, nesting at and past the limit, numbers as strings and strings as numbers, bad
 * and missing signatures, bad, expired and revoked tokens, bad JSON and wrong content types.
 * Whatever arrives: no answer of 500 or more, every refusal the envelope with a code worded in
 * the caller's language (a `page` call answers an HTML page or a redirect instead), and no
 * error-level line in the server's log. A new call is fuzzed the day it is added to the table.
 *
 * Draws per call: `scaled(40, 1500)`, or FUZZ_RUNS. The seed is derived from the run's
 * (`seedFor`), or FUZZ_SEED; a failure prints fast-check's seed and path to replay it with.
 * Unknown methods, hostile query strings and the language of refusals are in
 * hostile-input-protocol.reliability.test.ts.
 */
import {
  CALL_LIST,
  isLocale,
  messageFor,
  needsSession,
  signBody,
  signedQueryString,
  type Locale,
} from '@oceane/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/lib/tokens.js';
import { openSession } from '../../src/modules/sessions/service.js';
import { SIGNATURE_KEY } from '../helpers/app.js';
import { post } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';
import {
  asQuery,
  fittingPayload,
  jsonSchemaOf,
  payloadArbitrary,
  swappedKindPayload,
  tooDeepPayload,
} from '../helpers/fuzz.js';
import { multipartBody } from '../helpers/multipart.js';
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

const RUNS = Number(process.env.FUZZ_RUNS ?? scaled(40, 1500));
/** Fitting payloads with one thing wrong need fewer draws than the open fuzz to cover their cases. */
const FOCUSED_RUNS = Math.max(5, Math.round(RUNS / 4));

type Token = 'valid' | 'revoked' | 'expired' | 'garbage' | 'none' | 'fuzzed';
type Signature = 'valid' | 'missing' | 'wrong' | 'stale';

/** Accept-Language headers a client sends, with the language the refusal must then be worded in. */
const LANGUAGES: Array<[string | undefined, Locale]> = [
  [undefined, 'fr'],
  ['en', 'en'],
  ['en-GB,en;q=0.9', 'en'],
  ['fr-FR', 'fr'],
  ['de-DE, en;q=0.5', 'en'],
  ['es', 'fr'],
  ['en;q=0, fr', 'fr'],
];

type TableCall = (typeof CALL_LIST)[number];

const callsNamed = (calls: readonly TableCall[]) =>
  calls.map((call) => [`${call.method} ${call.path}`, call] as const);
/** The calls whose body is JSON: the ones a nested body reaches. */
const JSON_BODY_CALLS = CALL_LIST.filter((call) => call.method !== 'GET' && !call.multipart && !call.page);

describe.each(DIALECTS)('fuzzing every call of the table ($name)', (dialect) => {
  const { target, requests, errorLines } = useHostileApp(dialect, { ERROR_REPORTING: 'true' });
  const seed = fuzzSeed(dialect.name);
  const failures: string[] = [];
  const tokens: Record<'valid' | 'revoked' | 'expired', string> = { valid: '', revoked: '', expired: '' };

  let passengerId = 0;
  /** A session of its own for each call's draws, since fuzzing logout or another call may end it. */
  const freshSession = async () => {
    const { app } = target();
    tokens.valid = await openSession(app.db, app.config, passengerId);
  };

  beforeAll(async () => {
    const { app } = target();
    passengerId = (await signUpAndLogIn(app)).userId;
    tokens.revoked = await openSession(app.db, app.config, passengerId);
    await post(app, 'Account/logout.json', { userToken: tokens.revoked, user_id: passengerId });
    // A session ends SESSION_IDLE_MINUTES after its last call: this one's end is put in the past.
    tokens.expired = await openSession(app.db, app.config, passengerId);
    const past = new Date(Date.now() - 60_000).toISOString();
    await app.db
      .updateTable('sessions')
      .set({ idle_expires_at: past, last_seen_at: past })
      .where('token_hash', '=', hashSecret(tokens.expired))
      .execute();
  });

  afterAll(() => {
    record('hostile-input', {
      part: `fuzz of every call (${dialect.name})`,
      requests: requests(),
      failures: failures.length + (errorLines.length > 0 ? 1 : 0),
      seed,
      note: `${CALL_LIST.length} calls walked, ${RUNS} draws each; failed: ${failures.join(', ') || 'none'}`,
    });
  });

  /** Where the session's token goes: the call's own field, as a client would put it. */
  function withToken(call: TableCall, payload: Record<string, unknown>, token: Token) {
    // A staff call gets a passenger's session: its refusals (403) are fuzzed too.
    if (!needsSession(call) || token === 'fuzzed') return payload;
    if (token === 'none') {
      const { userToken: _dropped, ...rest } = payload;
      return rest;
    }
    return { ...payload, userToken: token === 'garbage' ? 'x'.repeat(64) : tokens[token] };
  }

  async function send(
    call: TableCall,
    payload: Record<string, unknown>,
    signature: Signature,
    options: { file?: Uint8Array; language?: string } = {},
  ): Promise<Sent> {
    const { inject } = target();
    const url = `/api/${call.path}`;
    const headers: Record<string, string> = options.language ? { 'accept-language': options.language } : {};
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
      return inject({ method: 'GET', url: `${url}?${search}`, headers });
    }
    if (call.page) {
      // A page's form posts as a browser does (urlencoded), unsigned.
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(asQuery(payload)))
        for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
      return inject({
        method: call.method,
        url,
        payload: form.toString(),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    if (call.multipart) {
      const fields = Object.fromEntries(
        Object.entries(asQuery(payload)).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(',') : value,
        ]),
      );
      const signed = signature === 'valid' ? await signBody(fields, SIGNATURE_KEY) : fields;
      const file = options.file;
      const form = multipartBody(
        signed,
        file ? { filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from(file) } : undefined,
      );
      return inject({
        method: call.method,
        url,
        payload: form.payload,
        headers: { ...headers, 'content-type': form.contentType },
      });
    }
    let body: Record<string, unknown> = payload;
    if (signature === 'valid') body = await signBody(payload, SIGNATURE_KEY);
    if (signature === 'wrong') body = { ...payload, sHMAC: 'f'.repeat(40) };
    if (signature === 'stale') body = { ...payload, sHMAC: (await signBody({ a: 1 }, SIGNATURE_KEY)).sHMAC };
    return inject({
      method: call.method,
      url,
      payload: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
    });
  }

  const schemaOf = (call: TableCall) => {
    const route = target().route(call.method, call.path);
    expect(route, `${call.name} is registered`).toBeDefined();
    return jsonSchemaOf(requestSchemaOf(call.name, () => inputSchemaOf(route)));
  };

  const tokenChoice = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Token>('valid') },
    { weight: 2, arbitrary: fc.constantFrom<Token>('revoked', 'expired', 'garbage', 'none', 'fuzzed') },
  );
  const signatureChoice = fc.oneof(
    { weight: 10, arbitrary: fc.constant<Signature>('valid') },
    { weight: 1, arbitrary: fc.constantFrom<Signature>('missing', 'wrong', 'stale') },
  );

  it.each(callsNamed(CALL_LIST))(
    '%s: drawn payloads never get a 5xx or an answer outside the envelope, in the caller’s language',
    (name, call) =>
      counted(failures, name, async () => {
        const schema = schemaOf(call);
        await freshSession();
        await fc.assert(
          fc.asyncProperty(
            payloadArbitrary(schema),
            tokenChoice,
            signatureChoice,
            fc.constantFrom(...LANGUAGES),
            fc.option(fc.uint8Array({ maxLength: 2048 }), { nil: undefined }),
            async (drawn, token, signature, [language, headerLocale], file) => {
              const payload = withToken(call, drawn, token);
              const sent = await send(call, payload, signature, { file, language });
              if (process.env.FUZZ_TRACE)
                console.log('FUZZ', call.name, sent.statusCode, sent.body.slice(0, 80));
              const what = `${call.name} ${JSON.stringify(payload).slice(0, 300)}`;
              checkAnswer(call, sent, what);
              if (call.page || sent.statusCode < 400) return;
              if (!isLocale(payload.locale)) {
                expectWordedIn(sent, headerLocale, what);
                return;
              }
              // A `locale` field names the language when the body could be read; a body refused
              // unread (too large, prototype keys, a form read twice) leaves the header's.
              const { code, message } = expectRefusal(sent, what);
              expect([messageFor(payload.locale, code), messageFor(headerLocale, code)], what).toContain(
                message,
              );
            },
          ),
          { numRuns: RUNS, seed, endOnFailure: true },
        );
      }),
  );

  it.each(callsNamed(CALL_LIST))(
    '%s: fitting payloads with numbers as strings and strings as numbers never get a 5xx',
    (name, call) =>
      counted(failures, name, async () => {
        const schema = schemaOf(call);
        await freshSession();
        await fc.assert(
          fc.asyncProperty(swappedKindPayload(schema), async (drawn) => {
            const payload = withToken(call, drawn, 'valid');
            const sent = await send(call, payload, 'valid');
            checkAnswer(call, sent, `${call.name} ${JSON.stringify(payload).slice(0, 300)}`);
          }),
          { numRuns: FOCUSED_RUNS, seed, endOnFailure: true },
        );
      }),
  );

  it.each(callsNamed(JSON_BODY_CALLS))(
    '%s: a field nested past 32 levels is refused with 400 NESTING_TOO_DEEP before anything else',
    (name, call) =>
      counted(failures, name, async () => {
        const schema = schemaOf(call);
        await fc.assert(
          // Not signed: the domain's signing refuses such a payload too, and the parser sees it first.
          fc.asyncProperty(
            tooDeepPayload(schema),
            fc.constantFrom(...LANGUAGES),
            async (payload, [language, locale]) => {
              const sent = await send(call, payload, 'missing', { language });
              const what = `${call.name} with a field nested past the limit`;
              expect(sent.statusCode, what).toBe(400);
              expect(expectRefusal(sent, what).code, what).toBe('NESTING_TOO_DEEP');
              // The body was refused unread: the language comes from the header.
              expectWordedIn(sent, locale, what);
            },
          ),
          { numRuns: FOCUSED_RUNS, seed, endOnFailure: true },
        );
      }),
  );

  const BAD_TOKENS: Array<[Exclude<Token, 'valid' | 'fuzzed'>, string]> = [
    ['revoked', 'SESSION_EXPIRED'],
    ['expired', 'SESSION_EXPIRED'],
    ['garbage', 'SESSION_EXPIRED'],
    ['none', 'UNAUTHORIZED'],
  ];

  it.each(callsNamed(CALL_LIST.filter(needsSession)))(
    '%s: revoked, expired, unknown and missing tokens are refused with 401 whatever the payload',
    (name, call) =>
      counted(failures, name, async () => {
        const schema = schemaOf(call);
        await fc.assert(
          fc.asyncProperty(
            fittingPayload(schema),
            fc.constantFrom(...BAD_TOKENS),
            async (drawn, [token, code]) => {
              const sent = await send(call, withToken(call, drawn, token), 'valid');
              const what = `${call.name} with a ${token} token`;
              expect(sent.statusCode, what).toBe(401);
              expect(expectRefusal(sent, what).code, what).toBe(code);
            },
          ),
          { numRuns: FOCUSED_RUNS, seed, endOnFailure: true },
        );
      }),
  );

  const RAW_BODIES: Array<[string, string, string | Buffer]> = [
    ['malformed JSON', 'application/json', '{"userToken": "a",'],
    ['an empty JSON body', 'application/json', ''],
    ['a JSON array', 'application/json', '[1,2,3]'],
    ['a JSON string', 'application/json', '"text"'],
    ['JSON nested 100 levels', 'application/json', `${'['.repeat(100)}${']'.repeat(100)}`],
    ['a prototype key', 'application/json', '{"__proto__":{"admin":true}}'],
    ['a constructor key', 'application/json', '{"constructor":{"prototype":{"admin":true}}}'],
    ['a lone surrogate escaped', 'application/json', '{"userToken":"\\ud800"}'],
    ['bytes that are not UTF-8', 'application/json', Buffer.from('7b2261223a22fffe227d', 'hex')],
    ['plain text', 'text/plain', 'userToken=a'],
    ['a form', 'application/x-www-form-urlencoded', 'userToken=a'],
    ['XML', 'application/xml', '<a/>'],
    ['a broken multipart body', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
    ['multipart without a boundary', 'multipart/form-data', '--x\r\n'],
    ['a content type with odd parameters', 'application/json; charset=utf-16; x=;', '{}'],
  ];

  it.each(callsNamed(CALL_LIST))(
    '%s: malformed bodies and content types are refused in the envelope',
    (name, call) =>
      counted(failures, name, async () => {
        for (const [what, contentType, payload] of RAW_BODIES) {
          const sent = await target().inject({
            method: call.method,
            url: `/api/${call.path}`,
            payload,
            headers: { 'content-type': contentType },
          });
          checkAnswer(call, sent, `${call.name} with ${what}`);
        }
      }),
  );

  it('wrote no error-level line to the log', () => {
    expect(errorLines).toEqual([]);
  });
});
