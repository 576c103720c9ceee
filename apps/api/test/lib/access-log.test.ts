import { Writable } from 'node:stream';
import { CALL_LIST, signedQueryString } from '@oceane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { HARMLESS_QUERY_FIELDS, loggerOptions, redactUrl } from '../../src/lib/log.js';
import { SIGNATURE_KEY, testConfig } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';

/**
 * The query fields whose values the access log keeps, reviewed one by one: none is a secret (a
 * token, a payment session, a code), a person's data (a card number, a birth date, a searched
 * name) or the id of a person's resource. Another field's value is written as [redacted].
 */
const REVIEWED_HARMLESS = [
  'after',
  'before',
  'destination',
  'domain',
  'limit',
  'locale',
  'methods',
  'mode',
  'network_id',
  'networkId',
  'origin',
  'productId',
  'shopItemId',
  'v',
  'year',
];

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
};

/** A pino stream keeping each line, parsed. */
function lines() {
  const kept: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) kept.push(JSON.parse(line));
      done();
    },
  });
  return { kept, stream };
}

describe('the access log', () => {
  const { kept, stream } = lines();
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await DIALECTS[0]!.create();
    drop = database.drop;
    app = await buildApp(testConfig(database.config), {
      logger: { ...(loggerOptions('info') as object), stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('writes one line per answered request, with its method, redacted path, status and duration', async () => {
    kept.length = 0;
    const query = await signedQueryString({ userToken: 'secret-token', network_id: 1 }, SIGNATURE_KEY);
    const response = await app.inject({ method: 'GET', url: `/api/Account/getCards.json?${query}` });
    expect(response.statusCode).toBe(401);
    const requestLines = kept.filter((line) => line.reqId !== undefined);
    const completed = requestLines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(requestLines.some((line) => line.msg === 'incoming request')).toBe(false);
    const [line] = completed;
    expect(line).toMatchObject({ level: 30, req: { method: 'GET' }, res: { statusCode: 401 } });
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(kept)).not.toContain('secret-token');
  });

  it('names every request by one id: the balancer’s X-Request-Id when well formed, in its log line, its answer’s header and its error envelope', async () => {
    kept.length = 0;
    const query = await signedQueryString({ userToken: 'secret-token', network_id: 1 }, SIGNATURE_KEY);
    const url = `/api/Account/getCards.json?${query}`;
    const fromBalancer = await app.inject({
      method: 'GET',
      url,
      headers: { 'x-request-id': 'lb-7f3a9c.01' },
    });
    expect(fromBalancer.headers['x-request-id']).toBe('lb-7f3a9c.01');
    expect(fromBalancer.json()).toMatchObject({ status: 'ko', error: { requestId: 'lb-7f3a9c.01' } });
    expect(kept.filter((line) => line.reqId === 'lb-7f3a9c.01').length).toBeGreaterThan(0);

    // A forged header (a line break, a script, 101 characters) is replaced by an id of our own.
    for (const forged of ['a\u2028b', '<script>', 'x'.repeat(101), '-starts-with-a-dash']) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'x-request-id': forged } });
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(answer.json()).toMatchObject({ error: { requestId: id } });
    }
    // Without one, each request gets its own id, on an answer that succeeds too.
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const completed = kept.filter((line) => line.msg === 'request completed');
    expect(completed.every((line) => typeof line.reqId === 'string' && line.reqId !== '')).toBe(true);
  });

  it('writes every query value of every call of the table as [redacted], but a short list known to be harmless', async () => {
    // Each call's query fields as its route validates them (the OpenAPI document is made from them).
    const document = (await app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    kept.length = 0;
    const sent: Array<{ call: string; field: string; value: string }> = [];
    for (const call of CALL_LIST) {
      const operation = document.paths[`/api/${call.path}`]?.[call.method.toLowerCase()];
      const fields = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (fields.length === 0) continue;
      const query = fields.map((field) => {
        const value = `sentinel${sent.length}x`;
        sent.push({ call: `${call.method} ${call.path}`, field, value });
        return `${encodeURIComponent(field)}=${value}`;
      });
      // Whatever the answer (a bad signature, a missing session), the request is logged.
      await app.inject({ method: call.method, url: `/api/${call.path}?${query.join('&')}&sHMAC=deadbeef` });
    }
    // The capabilities of issue 22 among them: a document's download token, a payment session.
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ call: 'GET Document/file', field: 'token' }),
        expect.objectContaining({ call: 'GET sandbox-psp/pay', field: 'session' }),
      ]),
    );
    const log = JSON.stringify(kept);
    for (const { call, field, value } of sent) {
      if (REVIEWED_HARMLESS.includes(field)) expect(log, `${call}: ${field}`).toContain(`${field}=${value}`);
      else expect(log, `${call}: ${field}`).not.toContain(value);
    }
    expect(log).not.toContain('deadbeef');
    expect([...HARMLESS_QUERY_FIELDS].sort()).toEqual([...REVIEWED_HARMLESS].sort());
  });

  it('redacts a field the api does not know, and its name too when it does not look like one', () => {
    expect(redactUrl('/cart?order=12&locale=en')).toBe('/cart?order=[redacted]&locale=en');
    expect(redactUrl('/auth/callback?code=abc&state=xyz')).toBe(
      '/auth/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/x?eyJhbGciOiJIUzI1NiJ9.e30.sig&a%20b=1&=2&&locale')).toBe(
      '/x?[redacted]=[redacted]&[redacted]=[redacted]&[redacted]=[redacted]&&locale',
    );
    expect(redactUrl('/x?locale=fr&locale=en&userToken=t&userToken=u')).toBe(
      '/x?locale=fr&locale=en&userToken=[redacted]&userToken=[redacted]',
    );
    expect(redactUrl('/x?bad=%E0%A4%A')).toBe('/x?bad=[redacted]');
    // An empty value says nothing: the portal's error reports send the names only.
    expect(redactUrl('/cards?card=&session=')).toBe('/cards?card=&session=');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('leaves out the health checks that succeed', async () => {
    kept.length = 0;
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health?x=1', method: 'POST' })).statusCode).toBe(405);
    const completed = kept.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([405]);
  });
});
