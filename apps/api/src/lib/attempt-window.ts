/**
 * Rate limits counted in the database (wrong card numbers, pairing codes, bike pins): the attempts
 * of a key within a sliding window. Each module counts in its own table; how long the caller then
 * waits is this one rule, so a limit survives a restart and holds across servers.
 */
import { isoAfter } from './time.js';

export type AttemptCount = { count: number; oldest: string | null | undefined };

/** The start of the window that ends now. */
export function windowStart(now: string, windowMinutes: number): string {
  return isoAfter(now, -windowMinutes);
}

/**
 * Seconds until the caller may try again: 0 while every count is under its max; else until the
 * oldest attempt of the fullest count leaves the window (at least 1).
 */
export async function secondsBlocked(
  limits: ReadonlyArray<{ max: number; count: () => Promise<AttemptCount> }>,
  windowMinutes: number,
  now: string,
): Promise<number> {
  let wait = 0;
  for (const { max, count } of limits) {
    const { count: attempts, oldest } = await count();
    if (attempts >= max && oldest) {
      const freeAt = new Date(isoAfter(oldest, windowMinutes)).getTime();
      wait = Math.max(wait, Math.ceil((freeAt - new Date(now).getTime()) / 1000), 1);
    }
  }
  return wait;
}

/**
 * After a counted failure: the attempts left before the fullest count reaches its max, and how
 * long the lock lasts (the window; with none left, the minutes until the next try, at least 1).
 */
export async function attemptsLeft(
  limits: ReadonlyArray<{ max: number; count: () => Promise<AttemptCount> }>,
  windowMinutes: number,
  now: string,
): Promise<{ remainingAttempts: number; lockMinutes: number }> {
  let remaining = Number.POSITIVE_INFINITY;
  for (const { max, count } of limits)
    remaining = Math.min(remaining, Math.max(0, max - (await count()).count));
  if (remaining > 0) return { remainingAttempts: remaining, lockMinutes: windowMinutes };
  const wait = await secondsBlocked(limits, windowMinutes, now);
  return { remainingAttempts: 0, lockMinutes: Math.max(1, Math.ceil(wait / 60)) };
}
