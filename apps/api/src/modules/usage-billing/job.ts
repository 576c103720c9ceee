/**
 * The post-payment usage billing's job (decision 032; scheduled by src/jobs.ts: a minute after the
 * start, then every hour): it bills the previous calendar month. The first run on or after the 1st
 * makes the month's bills; the next runs find them made and only charge a bill a stopped run left
 * uncharged. With several instances the bills' unique key and the charge's claim keep each bill
 * once (decision 066).
 */
import type { JobContext } from '../../lib/periodic-job.js';
import { billPostPaymentUsage, previousMonth, type UsageBillingReport } from './usage-billing.js';

/** One run at `now`: the previous month billed, what went wrong logged. */
export async function runUsageBilling(ctx: JobContext, now: Date = new Date()): Promise<UsageBillingReport> {
  const at = now.toISOString();
  const report = await billPostPaymentUsage(
    ctx.db,
    ctx.config,
    previousMonth(at.slice(0, 10)),
    at,
    (error, what) =>
      ctx.log.error({ err: error, ...what }, 'usage billing: failed, tried again at the next run'),
  );
  if (report.billed + report.paid + report.unpaid > 0) ctx.log.info(report, 'usage billing: run done');
  return report;
}
