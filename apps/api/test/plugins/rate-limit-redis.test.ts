// The rate-limit counters in Redis (REDIS_URL). While Redis cannot answer, the api neither hangs nor
// lets every attempt through: each instance counts in memory (decision 014), so the limits of
// sign-in still hold. That part runs everywhere, against a port where nothing listens; the shared
// counters are checked where a Redis server is reachable or redis-server is installed.
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { koError, post } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';
import { freshPassenger } from '../helpers/passengers.js';
import { closedPortUrl, findRedis, stalledRedis } from '../helpers/redis.js';

const redis = await findRedis();
afterAll(() => redis?.stop());

/** A fresh address per run: counters outlive the test in a shared Redis. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

const closed = await closedPortUrl();
const stalled = await stalledRedis();
afterAll(() => stalled.stop());

describe.each([
  { name: 'nothing listens on its port', url: closed },
  { name: 'it accepts the connection, then never answers a command', url: stalled.url },
])('rate limits while Redis cannot answer: $name', ({ url }) => {
  const app = useTestApp(DIALECTS[0]!, { REDIS_URL: url, RATE_LIMIT_SIGNIN_PER_EMAIL: '2' });

  it('still counts the attempts of one e-mail, in memory, without hanging', async () => {
    const email = freshPassenger().email;
    const ip = freshIp();
    const attempt = async () => {
      const started = Date.now();
      const answer = await post(app().app, 'Identity/signIn', { email, password: 'x' }, { ip });
      expect(Date.now() - started).toBeLessThan(3000);
      return answer;
    };
    expect((await attempt()).statusCode).toBe(404);
    expect((await attempt()).statusCode).toBe(404);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(koError(blocked).code).toBe('RATE_LIMITED');
  });

  it('answers the calls without a limit as usual', async () => {
    const health = await app().app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

// Registered only where a Redis server is reachable or redis-server is installed.
if (redis) {
  describe('rate limits shared through Redis (REDIS_URL)', () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_SIGNIN_PER_EMAIL: '2' };
    const first = useTestApp(DIALECTS[0]!, env);
    const second = useTestApp(DIALECTS[0]!, env);

    it('counts the attempts of one e-mail across two api instances', async () => {
      const email = freshPassenger().email;
      const ip = freshIp();
      const attempt = (app: typeof first) =>
        post(app().app, 'Identity/signIn', { email, password: 'x' }, { ip });
      expect((await attempt(first)).statusCode).toBe(404);
      expect((await attempt(second)).statusCode).toBe(404);
      const blocked = await attempt(first);
      expect(blocked.statusCode).toBe(429);
      expect(koError(blocked).code).toBe('RATE_LIMITED');
      expect((await attempt(second)).statusCode).toBe(429);
    });
  });
}
