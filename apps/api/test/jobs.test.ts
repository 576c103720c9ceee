/**
 * The registry of jobs (src/jobs.ts, decision 066): every background task of the api is listed
 * there with its name and schedule, and nothing else starts one, so a newcomer finds them all in
 * one file and the queue of the production issue has one place to plug into.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { JOBS } from '../src/jobs.js';
import type { Job } from '../src/lib/periodic-job.js';
import { testConfig } from './helpers/app.js';
import { DIALECTS } from './helpers/databases.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
/** The registry, and the timer it starts each job with. */
const TIMERS = new Set(['jobs.ts', 'lib/periodic-job.ts']);

/** A source without its comments, so that a comment naming a timer is not taken for one. */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('the registry of jobs', () => {
  it('is the only place that starts a periodic job: no other file of src/ starts a timer that repeats', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replaceAll('\\', '/'))
      .sort();
    const starters = files.filter(
      (file) => !TIMERS.has(file) && /\b(setInterval|startPeriodicJob)\s*\(/.test(code(`${SRC}${file}`)),
    );
    expect(starters).toEqual([]);
    // And the registry (which defines startJobs) is started from one place, once.
    const registryStarts = files
      .filter((file) => file !== 'jobs.ts')
      .flatMap((file) => [...code(`${SRC}${file}`).matchAll(/\bstartJobs\s*\(/g)].map(() => file));
    expect(registryStarts).toEqual(['app.ts']);
  });

  it('gives every job a name of its own, a schedule and a run', () => {
    const names = JOBS.map((job) => job.name);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
    for (const job of JOBS as readonly Job[]) {
      expect(job.name, job.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(job.schedule.everyMs, job.name).toBeGreaterThanOrEqual(1000);
      if (job.schedule.firstAfterMs !== undefined) {
        expect(job.schedule.firstAfterMs, job.name).toBeGreaterThanOrEqual(0);
        expect(job.schedule.firstAfterMs, job.name).toBeLessThanOrEqual(job.schedule.everyMs);
      }
      expect(typeof job.run, job.name).toBe('function');
    }
  });

  it('starts each job of the list once when the app starts with JOBS on, and no other timer', async () => {
    const database = await DIALECTS[0]!.create();
    // SMTP_URL set: the mailer drained its outbox on a timer of its own before it joined the list.
    const config = testConfig(database.config, { JOBS: 'on', SMTP_URL: 'smtp://127.0.0.1:1' });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    let app: Awaited<ReturnType<typeof buildApp>> | null = null;
    try {
      app = await buildApp(config);
      const started = intervals.mock.calls.map(([, delay]) => delay).sort();
      expect(started).toEqual(JOBS.map((job) => job.schedule.everyMs).sort());
    } finally {
      intervals.mockRestore();
      await app?.close();
      await database.drop();
    }
  });

  it('starts nothing with JOBS off', async () => {
    const database = await DIALECTS[0]!.create();
    const intervals = vi.spyOn(globalThis, 'setInterval');
    let app: Awaited<ReturnType<typeof buildApp>> | null = null;
    try {
      app = await buildApp(testConfig(database.config, { SMTP_URL: 'smtp://127.0.0.1:1' }));
      expect(intervals).not.toHaveBeenCalled();
    } finally {
      intervals.mockRestore();
      await app?.close();
      await database.drop();
    }
  });
});
