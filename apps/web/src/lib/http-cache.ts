/**
 * The api client's response cache (spec §9): only GET and HEAD, five minutes by default, and only
 * the statuses a shared HTTP cache may keep by default (RFC 9110 §15.1).
 */

export const DEFAULT_CACHE_TTL_MS = 5 * 60 * 1000;
export const CACHEABLE_METHODS = new Set(['GET', 'HEAD']);
export const CACHEABLE_STATUSES = new Set([200, 203, 300, 301, 302, 404, 405, 410, 414, 501]);

export type CachedResponse = { status: number; body: string };

type Entry = CachedResponse & { expiresAt: number };

const entries = new Map<string, Entry>();

export function readCache(key: string, now = Date.now()): CachedResponse | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    entries.delete(key);
    return undefined;
  }
  return { status: entry.status, body: entry.body };
}

export function writeCache(key: string, response: CachedResponse, ttlMs: number, now = Date.now()): void {
  if (ttlMs <= 0 || !CACHEABLE_STATUSES.has(response.status)) return;
  entries.set(key, { ...response, expiresAt: now + ttlMs });
}

/** Forgets every cached response: after a write, a logout, or /clear. */
export function clearApiCache(): void {
  entries.clear();
}
