/** Instants as the database stores them: ISO 8601 UTC strings, ordered as text. */

export function isoNow(): string {
  return new Date().toISOString();
}

export function isoAfter(base: Date | string, minutes: number): string {
  const start = typeof base === 'string' ? new Date(base) : base;
  return new Date(start.getTime() + minutes * 60_000).toISOString();
}

/** Today's date as contracts and cards store theirs (UTC, YYYY-MM-DD). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function earliest(a: string, b: string): string {
  return a < b ? a : b;
}
