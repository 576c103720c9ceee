/**
 * The periodic jobs' timer (each job of src/jobs.ts): a first run after its delay, then one every
 * interval, never two at once (nor beside a run asked now), a failed run logged and tried again,
 * and on close no more runs and the current one awaited.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from '../../src/lib/periodic-job.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

// Real timers with short delays: this file shares its worker with the others (isolate: false), and
// faking the global timers here once left later files' timers waiting.
/** Generous: the machine may be busy; a wait ends as soon as its check passes. */
const WAIT = { timeout: 5000, interval: 5 };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('startPeriodicJob', () => {
  let app: FastifyInstance;
  let warnings: unknown[][];
  beforeEach(() => {
    app = Fastify();
    warnings = [];
    vi.spyOn(app.log, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
  });
  afterEach(async () => {
    await app.close();
  });

  it('runs first after its delay, then every interval, one run at a time', async () => {
    const runs: Array<ReturnType<typeof deferred>> = [];
    startPeriodicJob(app, {
      everyMs: 40,
      firstAfterMs: 5,
      failure: 'job: failed',
      run: () => {
        const run = deferred();
        runs.push(run);
        return run.promise;
      },
    });
    expect(runs).toHaveLength(0);
    await vi.waitFor(() => expect(runs).toHaveLength(1), WAIT);
    // The run is still going over several intervals: no second run beside it.
    await sleep(130);
    expect(runs).toHaveLength(1);
    runs[0]!.resolve();
    await vi.waitFor(() => expect(runs).toHaveLength(2), WAIT);
    runs[1]!.resolve();
  });

  it('without a first delay, runs at the first interval', async () => {
    const run = vi.fn(() => Promise.resolve());
    startPeriodicJob(app, { everyMs: 60, failure: 'job: failed', run });
    await sleep(20);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), WAIT);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2), WAIT);
  });

  it('logs a failed run with its message, and runs again at the next interval', async () => {
    const boom = new Error('boom');
    const run = vi.fn().mockRejectedValueOnce(boom).mockResolvedValue(undefined);
    startPeriodicJob(app, { everyMs: 30, failure: 'job: run failed, retried at the next one', run });
    await vi.waitFor(
      () => expect(warnings).toEqual([[{ err: boom }, 'job: run failed, retried at the next one']]),
      WAIT,
    );
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2), WAIT);
  });

  it('on close, awaits the current run and starts no other', async () => {
    const current = deferred();
    const run = vi.fn(() => current.promise);
    startPeriodicJob(app, { everyMs: 30, firstAfterMs: 5, failure: 'job: failed', run });
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), WAIT);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await sleep(50);
    expect(closed).toBe(false);
    current.resolve();
    await closing;
    expect(closed).toBe(true);
    await sleep(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs now when asked, sharing the one-run-at-a-time rule with the ticks, and not after close', async () => {
    const current = deferred();
    const run = vi.fn(() => current.promise);
    const job = startPeriodicJob(app, { everyMs: 60_000, failure: 'job: failed', run });
    const first = job.runNow();
    // A second ask while the run goes on answers that run: no second run beside it.
    expect(job.runNow()).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    current.resolve();
    await first;
    await app.close();
    await job.runNow();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps no process up: its timers are unref’d', () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    try {
      startPeriodicJob(app, { everyMs: 1000, firstAfterMs: 10, failure: 'job: failed', run: async () => {} });
      for (const spy of [intervals, timeouts]) {
        const timer = spy.mock.results[0]!.value as { hasRef: () => boolean };
        expect(timer.hasRef()).toBe(false);
      }
    } finally {
      intervals.mockRestore();
      timeouts.mockRestore();
    }
  });
});
