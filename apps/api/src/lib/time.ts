/** Instants as the database stores them: ISO 8601 UTC strings, ordered as text. */
import { networkDay } from '@oceane/domain';

export function isoNow(): string {
  return new Date().toISOString();
}

export function isoAfter(base: Date | string, minutes: number): string {
  const start = typeof base === 'string' ? new Date(base) : base;
  return new Date(start.getTime() + minutes * 60_000).toISOString();
}

/**
 * Today as contracts, cards and schedules store their days: the network's day (Europe/Paris,
 * YYYY-MM-DD; decision 060), not the server's nor UTC's.
 */
export function today(): string {
  return networkDay(new Date());
}

export function earliest(a: string, b: string): string {
  return a < b ? a : b;
}
