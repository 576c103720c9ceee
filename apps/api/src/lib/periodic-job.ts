/**
 * A job the api runs by itself (src/jobs.ts lists them all, decision 066): every `everyMs`, and
 * first `firstAfterMs` after the start when given (a restarted api does not wait a whole
 * interval), one run at a time in this process (a tick while a run goes on does nothing). A run
 * that fails is logged with `failure` and tried again at the next tick. Its timers keep no process
 * up; when the app closes they stop and the current run is awaited.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';

/** What a job's run is given: the services' context, and the log for what it did. */
export type JobContext = AppContext & { log: FastifyBaseLogger };

/** When a job runs: every `everyMs`, and first `firstAfterMs` after the start when given. */
export type JobSchedule = { everyMs: number; firstAfterMs?: number };

/**
 * One entry of the registry. `run` is exported by its module's service.ts; it must be safe to run
 * beside another run of the same job (another instance of the api), see decision 066.
 */
export type Job = {
  /** kebab-case, unique: the name a queue would give it, and the prefix of its log lines. */
  name: string;
  schedule: JobSchedule;
  run: (ctx: JobContext) => Promise<unknown>;
};

export type PeriodicJob = JobSchedule & {
  run: () => Promise<unknown>;
  /** The log's message for a run that failed, e.g. 'instalments job: run failed, retried at the next one'. */
  failure: string;
};

/**
 * Starts the job's timers and answers `runNow`, a run outside the schedule (a publication that
 * should not wait for the next tick) that shares the one-at-a-time rule: while a run goes on,
 * it answers that run.
 */
export function startPeriodicJob(app: FastifyInstance, job: PeriodicJob): { runNow: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let closed = false;
  const runNow = () => {
    if (closed) return Promise.resolve();
    running ??= job
      .run()
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, job.failure),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = () => void runNow();
  const first = job.firstAfterMs === undefined ? null : setTimeout(tick, job.firstAfterMs);
  const timer = setInterval(tick, job.everyMs);
  first?.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    if (first) clearTimeout(first);
    clearInterval(timer);
    await running;
  });
  return { runNow };
}
