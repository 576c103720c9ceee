/**
 * The post-payment usage billing's job (decision 032): a minute after the api starts, then every
 * hour, unless JOBS=off, it bills the previous calendar month. The first run on or after the 1st
 * makes the month's bills; the next runs find them made and only charge a bill a stopped run left
 * uncharged. Like the instalments job (routes-checkout.ts), one run at a time per process; with
 * several replicas the bills' unique key and the charge's claim keep each bill once.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { billPostPaymentUsage, previousMonth, type UsageBillingReport } from './usage-billing.js';

export const USAGE_JOB_INTERVAL_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 60_000;

/** One run at `now`: the previous month billed, what went wrong logged. */
export async function runUsageBilling(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<UsageBillingReport> {
  const at = now.toISOString();
  const report = await billPostPaymentUsage(
    app.db,
    app.config,
    previousMonth(at.slice(0, 10)),
    at,
    (error, what) =>
      app.log.error({ err: error, ...what }, 'usage billing: failed, tried again at the next run'),
  );
  if (report.billed + report.paid + report.unpaid > 0) app.log.info(report, 'usage billing: run done');
  return report;
}

function startUsageBillingJob(app: FastifyInstance) {
  startPeriodicJob(app, {
    everyMs: USAGE_JOB_INTERVAL_MS,
    firstAfterMs: FIRST_RUN_DELAY_MS,
    failure: 'usage billing: run failed, retried at the next one',
    run: () => runUsageBilling(app),
  });
}

/** Registers the job unless JOBS=off (tests run billPostPaymentUsage themselves). */
export const usageBillingJob: FastifyPluginAsync = async (app) => {
  if (app.config.jobs) startUsageBillingJob(app);
};
