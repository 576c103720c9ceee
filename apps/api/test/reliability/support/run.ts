/**
 * What every part of the reliability suite shares: the mode (short on every CI run, long for a
 * night run), the run's seed (printed, so a failure can be replayed with RELIABILITY_SEED), and
 * the figures each part records for the report. scripts/test-reliability.mjs sets the variables;
 * run directly through vitest, the suite is short, with a seed of its own.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

export type Mode = 'short' | 'long';

export const MODE: Mode = process.env.RELIABILITY_MODE === 'long' ? 'long' : 'short';

/** The run's seed: RELIABILITY_SEED, else one drawn now (and printed by `record`). */
export const SEED: number = process.env.RELIABILITY_SEED
  ? Number(process.env.RELIABILITY_SEED)
  : Math.floor(Math.random() * 2 ** 31);

/** A size that grows in the long mode: `scaled(40, 2000)` draws per call, say. */
export function scaled(short: number, long: number): number {
  return MODE === 'long' ? long : short;
}

/** The seed of one part of the suite, derived from the run's seed so each part draws its own. */
export function seedFor(part: string): number {
  let hash = SEED >>> 0;
  for (const char of part) hash = (Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0) % 2 ** 31;
  return hash;
}

export const CATEGORIES = {
  'hostile-input': 'Hostile input',
  'access-control': 'Access control',
  'exactly-once': 'Exactly once under concurrency',
  'crash-consistency': 'Crash consistency',
  'database-faults': 'Database faults',
  'upload-attacks': 'Upload attacks',
  'slow-clients': 'Slow and abusive clients',
} as const;

export type Category = keyof typeof CATEGORIES;

export type Figures = {
  /** Which part of the category, on which database: "fuzz of every call (sqlite)". */
  part: string;
  /** HTTP requests sent (or, for process-level parts, runs such as kills and restarts). */
  requests?: number;
  runs?: number;
  /** What broke a promise: counted, and also failing the test that saw it. */
  failures: number;
  seed?: number;
  /** One line on anything a reader of the report needs (the fallback taken, the worst latency). */
  note?: string;
};

/**
 * Records one part's figures for bench/reports/reliability.md. Call it once a part has run,
 * before its final assertions, so a failing part still reports what it saw.
 */
export function record(category: Category, figures: Figures): void {
  const line = JSON.stringify({ category, mode: MODE, ...figures, seed: figures.seed ?? SEED });
  console.log(`RELIABILITY ${line}`);
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (dir) appendFileSync(join(dir, 'records.jsonl'), `${line}\n`);
}
