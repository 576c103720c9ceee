import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { koError, post } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';
import { freshPassenger } from '../helpers/passengers.js';
import { findRedis } from '../helpers/redis.js';

const redis = await findRedis();
afterAll(() => redis?.stop());

// Registered only where a Redis server is reachable or redis-server is installed: the in-memory
// store is covered by rate-limit.test.ts everywhere.
if (redis) {
  describe('rate limits shared through Redis (REDIS_URL)', () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_SIGNIN_PER_EMAIL: '2' };
    const first = useTestApp(DIALECTS[0]!, env);
    const second = useTestApp(DIALECTS[0]!, env);

    it('counts the attempts of one e-mail across two api instances', async () => {
      const email = freshPassenger().email;
      // A fresh address per run: counters outlive the test in a shared Redis.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
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
