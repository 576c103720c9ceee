/**
 * The counters of the rate limits: in Redis when REDIS_URL is set, so that every replica shares
 * them, and in this process's memory while Redis cannot answer (down, unreachable, or too slow):
 * the limits then hold per replica instead of not at all, and no request waits on Redis.
 * docs/decisions/014-api-rate-limits-without-redis.md says why neither 503 nor letting all through.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };

const RETRY_AFTER_FAILURE_MS = 5000;

/** INCR with the window set on the first hit, as one atomic step; answers [count, ms left]. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** Fixed windows in a Map, bounded: past MAX_KEYS, expired keys go, then the oldest. */
class MemoryCounters {
  private static readonly MAX_KEYS = 10_000;
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  increment(key: string, timeWindow: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.makeRoom(now);
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private makeRoom(now: number) {
    if (this.windows.size < MemoryCounters.MAX_KEYS) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MemoryCounters.MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/** Hears how Redis does, count by count; the caller decides how loudly to log it. */
export type RedisHealth = { failed(error: Error): void; answered(): void };

/** A store class for @fastify/rate-limit. */
export function redisOrMemoryStore(
  redis: Redis,
  nameSpace: string,
  health: RedisHealth,
): FastifyRateLimitStoreCtor {
  const memory = new MemoryCounters();
  // After a failure, Redis is left alone for a moment: a Redis that hangs costs one command
  // timeout now and then, not one per request.
  let memoryUntil = 0;
  class RedisOrMemoryStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      const inMemory = () => callback(null, memory.increment(key, timeWindow));
      // Not connected: no round trip to wait for (the client queues nothing offline).
      if (redis.status !== 'ready' || Date.now() < memoryUntil) return inMemory();
      redis.eval(INCREMENT, 1, nameSpace + key, timeWindow).then(
        (result) => {
          health.answered();
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: Error) => {
          memoryUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
          health.failed(error);
          inMemory();
        },
      );
    }

    /** One store serves every limit: the keys already name their rule. */
    child() {
      return this;
    }
  }
  return RedisOrMemoryStore;
}
