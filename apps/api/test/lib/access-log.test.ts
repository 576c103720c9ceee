import { Writable } from 'node:stream';
import { signedQueryString } from '@oceane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loggerOptions } from '../../src/lib/log.js';
import { SIGNATURE_KEY, testConfig } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';

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

  it('leaves out the health checks that succeed', async () => {
    kept.length = 0;
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health?x=1', method: 'POST' })).statusCode).toBe(405);
    const completed = kept.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([405]);
  });
});
