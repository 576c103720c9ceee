/**
 * Rate limits on the calls an attacker would repeat (sign-in, sign-up, password reset), counted
 * per client address and per e-mail, in memory or in Redis when REDIS_URL is set so that every
 * replica shares the counters (in memory again while Redis is down: rate-limit-store.ts).
 * Exceeding one answers 429 RATE_LIMITED in the envelope.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.js';
import { redisOrMemoryStore } from './rate-limit-store.js';

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

/** Redis that answers slower than this counts as down for the request (memory counts it). */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** A client that never makes a request wait: no offline queue, short timeouts, endless reconnects. */
function redisStore(app: FastifyInstance, url: string) {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let up: boolean | null = null;
  const health = {
    failed(error: Error) {
      if (up === false) return;
      up = false;
      app.log.warn({ err: error }, 'redis (rate limits) unavailable: counting in memory until it returns');
    },
    answered() {
      if (up === false) app.log.info('redis (rate limits) is back: counters shared again');
      up = true;
    },
  };
  redis.on('error', health.failed);
  return redisOrMemoryStore(redis, 'portal-rate-limit:', health);
}

export const rateLimitPlugin = fp<{ redisUrl: string | null; windowMinutes: number }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      // The store never fails (it counts in memory when Redis does); this is a second guard.
      skipOnError: true,
      ...(options.redisUrl ? { store: redisStore(app, options.redisUrl) } : {}),
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
