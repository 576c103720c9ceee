/**
 * A job the api runs by itself (the instalments, the usage billing, the sandbox notifier): every
 * `everyMs`, and first `firstAfterMs` after the start when given (a restarted api does not wait a
 * whole interval), one run at a time (a tick while a run goes on does nothing). A run that fails
 * is logged with `failure` and tried again at the next tick. Its timers keep no process up; when
 * the app closes they stop and the current run is awaited.
 */
import type { FastifyInstance } from 'fastify';

export type PeriodicJob = {
  run: () => Promise<unknown>;
  everyMs: number;
  firstAfterMs?: number;
  /** The log's message for a run that failed, e.g. 'instalments job: run failed, retried at the next one'. */
  failure: string;
};

export function startPeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, job.failure),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = job.firstAfterMs === undefined ? null : setTimeout(tick, job.firstAfterMs);
  const timer = setInterval(tick, job.everyMs);
  first?.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
