/**
 * Rate limits on the calls an attacker would repeat (sign-in, sign-up, password reset), counted
 * per client address and per e-mail, in memory or in Redis when REDIS_URL is set so that every
 * replica shares the counters. Exceeding one answers 429 RATE_LIMITED in the envelope.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.js';

export type LimitRule = {
  /** Names the counter, e.g. 'signin-email'. */
  name: string;
  max: number;
  /** What is counted: the client address, or a field of the validated body. */
  keyOf: (request: FastifyRequest) => string;
};

export const byAddress = (request: FastifyRequest) => request.ip;

export function byBodyField(field: string) {
  return (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts the request against each rule and refuses it past any limit. */
    limitRequests(rules: LimitRule[]): preHandlerAsyncHookHandler;
  }
}

export const rateLimitPlugin = fp<{ redisUrl: string | null; windowMinutes: number }>(
  async (app, options) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          lazyConnect: false,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      // A Redis outage lets requests through rather than locking every passenger out.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'portal-rate-limit:' } : {}),
    });

    const timeWindow = options.windowMinutes * 60_000;
    app.decorate('limitRequests', (rules: LimitRule[]) => {
      const limiters = rules.map((rule) => ({
        rule,
        check: app.createRateLimit({
          max: rule.max,
          timeWindow,
          keyGenerator: (request) => `${rule.name}:${rule.keyOf(request)}`,
        }),
      }));
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const { check } of limiters) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', String(result.ttlInSeconds));
            throw new AppError('RATE_LIMITED');
          }
        }
      };
    });
  },
  { name: 'rate-limit' },
);
