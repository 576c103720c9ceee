/**
 * Requests built to hurt the server (issue 6, part A 1, 3 and 10): bodies and queries nested far
 * deeper than the 32 levels ARCHITECTURE.md allows, methods and headers Fastify refuses on its own,
 * malformed HTTP, and the caching of personal answers.
 */
import { connect } from 'node:net';
import { MAX_NESTING_DEPTH, signBody } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../helpers/app.js';
import { get, post } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';
import { signUpAndLogIn } from '../helpers/passengers.js';

/** `{"a":{"a":…1…}}` nested `levels` levels deep, as raw JSON text. */
function deepJson(levels: number, open = '{"a":', close = '}'): string {
  return `${open.repeat(levels - 1)}{"a":1}${close.repeat(levels - 1)}`;
}

function nestedObject(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 1 };
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
}

/** Sends raw bytes to a listening server and reads the whole answer. */
function rawExchange(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.write(request);
  });
}

function envelopeOf(raw: string): { status: number; body: unknown; headers: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  return { status, headers: head, body: JSON.parse(rest.join('\r\n\r\n')) };
}

describe.each(DIALECTS)('hostile requests ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('refuses an unsigned body nested thousands of levels deep with 400 NESTING_TOO_DEEP, at once', async () => {
    const { app } = ctx();
    for (const payload of [
      deepJson(5000),
      deepJson(5000, '[', ']').replace(/\{"a":1\}/, '1'),
      deepJson(50_000),
    ]) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/Identity/signIn',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'ko', error: { code: 'NESTING_TOO_DEEP' } });
      // Not a timing assertion of speed, a guard against the quadratic path: 1.6 s before the fix.
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('refuses 33 levels and accepts 32 (then it is the schema that speaks)', async () => {
    const { app } = ctx();
    const tooDeep = await app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: deepJson(MAX_NESTING_DEPTH + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooDeep.json().error.code).toBe('NESTING_TOO_DEEP');
    const deepest = await post(app, 'Identity/signIn', {
      email: 'a@b.fr',
      password: 'x',
      extra: nestedObject(31),
    });
    expect(deepest.statusCode).toBe(400);
    expect(deepest.body).toMatchObject({ status: 'ko', error: { code: 'VALIDATION_ERROR' } });
  });

  it('refuses a deep body in English for an English caller', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: deepJson(100),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(response.json().error.message).toBe('The request is nested too deeply (32 levels at most).');
  });

  it('keeps /api/health answering while deep bodies arrive', async () => {
    const { app } = ctx();
    const attacks = Array.from({ length: 6 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/Identity/signIn',
        payload: deepJson(20_000),
        headers: { 'content-type': 'application/json' },
      }),
    );
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    for (const attack of await Promise.all(attacks)) expect(attack.statusCode).toBe(400);
  });

  it('answers Fastify’s own refusals on a real socket with the envelope: huge headers, malformed HTTP', async () => {
    const { app } = ctx();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const huge = await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      );
      const hugeAnswer = envelopeOf(huge);
      expect(hugeAnswer.status).toBe(431);
      expect(hugeAnswer.body).toMatchObject({ status: 'ko', error: { code: 'HEADERS_TOO_LARGE' } });
      expect(hugeAnswer.headers).toMatch(/content-type: application\/json/i);

      const malformed = envelopeOf(await rawExchange(port, 'GET /api/health HTTP/9.9 nonsense\r\n\r\n'));
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ status: 'ko', error: { code: 'BAD_REQUEST' } });

      const brew = envelopeOf(
        await rawExchange(port, 'BREW /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      );
      expect(brew.status).toBeGreaterThanOrEqual(400);
      expect(brew.status).toBeLessThan(500);
      expect(brew.body).toMatchObject({ status: 'ko', error: { code: expect.any(String) } });

      // Methods the HTTP parser knows but no /api route takes.
      for (const method of ['PROPFIND', 'TRACE', 'PATCH']) {
        const answer = envelopeOf(
          await rawExchange(
            port,
            `${method} /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
          ),
        );
        expect(answer.status, method).toBeGreaterThanOrEqual(400);
        expect(answer.status, method).toBeLessThan(500);
        expect(answer.body, method).toMatchObject({ status: 'ko', error: { code: expect.any(String) } });
      }
    } finally {
      await app.server.close();
    }
  });

  it('answers a known path called with another method with 405 METHOD_NOT_ALLOWED and Allow', async () => {
    const { app } = ctx();
    const response = await app.inject({ method: 'DELETE', url: '/api/Identity/signIn' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ status: 'ko', error: { code: 'METHOD_NOT_ALLOWED' } });
    const unknown = await app.inject({ method: 'DELETE', url: '/api/Nothing/here.json' });
    expect(unknown.statusCode).toBe(404);
  });

  it('marks every authenticated answer, and every /api answer, Cache-Control: no-store', async () => {
    const { app } = ctx();
    const { userToken } = await signUpAndLogIn(app);
    const cards = await get(app, 'Account/getCards.json', { userToken });
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['cache-control']).toBe('no-store');
    const refused = await get(app, 'Account/getCards.json', { userToken: 'not-a-session' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await post(app, 'Identity/signIn', {
      email: 'nobody@example.org',
      password: 'whatever-1234',
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('refuses an id past the 32-bit range as invalid, rather than failing in the database', async () => {
    const { app } = ctx();
    const { userToken } = await signUpAndLogIn(app);
    for (const subscriptionId of [2 ** 31, 2 ** 53, '9999999999']) {
      const answer = await get(app, 'Subscriptions/get', { userToken, subscriptionId });
      expect(answer.statusCode, String(subscriptionId)).toBe(400);
      expect(answer.body, String(subscriptionId)).toMatchObject({
        status: 'ko',
        error: { code: 'VALIDATION_ERROR', fields: { subscriptionId: 'validation.invalidValue' } },
      });
    }
    const reset = await post(app, 'Account/resetPassword', {
      email: 'a@b.fr',
      networkId: 365_935_133_454_104,
    });
    expect(reset.statusCode).toBe(400);
  });

  it('still checks the signature of a body at the depth limit', async () => {
    const body = await signBody({ email: 'a@b.fr', password: 'x', extra: nestedObject(31) }, SIGNATURE_KEY);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: { ...body, sHMAC: '0'.repeat(40) },
    });
    expect(response.json().error.code).toBe('BAD_SIGNATURE');
  });
});
