/**
 * Every job the api runs by itself, with its schedule: the one list of the background tasks, and
 * the one place that starts them (app.ts calls startJobs once when JOBS is on; they stop when the
 * app closes). Each `run` is exported by its module's service.ts and takes the services' context.
 *
 * Every instance of the api runs every job: each run is safe beside a run of the same job in
 * another instance, because it claims each row it acts on with a conditional update or a unique
 * key, or only deletes what is past its date (decision 066, which lists each job's claim). The
 * queue of the production issue replaces startJobs, not this list. Adding a job: docs/recipes.md.
 */
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob, type Job } from './lib/periodic-job.js';
import { runCardRequestsExpiry } from './modules/card-requests/service.js';
import { runTrafficAlerts } from './modules/disruptions/service.js';
import { runDocumentsRetention } from './modules/documents/service.js';
import { runGuestLoansRelease } from './modules/guest/service.js';
import { runGeolocationRetention } from './modules/intelligence/service.js';
import { runMailOutbox } from './modules/mail/service.js';
import { runInstalments, runReviewExpiry } from './modules/orders/service.js';
import { runSandboxNotifier } from './modules/sandbox-psp/service.js';
import { runUsageBilling } from './modules/usage-billing/service.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const JOBS = [
  // The sandbox provider tells the api of a payment within a second (decision 026).
  { name: 'sandbox-notifier', schedule: { everyMs: SECOND }, run: runSandboxNotifier },
  // The mails queued in a transaction, and those whose sending failed, to SMTP (when SMTP_URL is set).
  { name: 'mail-outbox', schedule: { everyMs: MINUTE }, run: runMailOutbox },
  // Each card following a disrupted line or mode told once (decision 053); a publication runs it at once.
  { name: 'traffic-alerts', schedule: { everyMs: MINUTE, firstAfterMs: 5 * SECOND }, run: runTrafficAlerts },
  // The cards lent to guest sessions that ended, given back (decision 054).
  { name: 'guest-loans', schedule: { everyMs: MINUTE, firstAfterMs: 5 * SECOND }, run: runGuestLoansRelease },
  // The later instalments due today charged on the saved card (decision 025).
  { name: 'instalments', schedule: { everyMs: HOUR, firstAfterMs: MINUTE }, run: runInstalments },
  // The previous month's post-payment journeys billed and charged (decision 032).
  { name: 'usage-billing', schedule: { everyMs: HOUR, firstAfterMs: MINUTE }, run: runUsageBilling },
  // The card requests unpaid for two days cancelled (decision 041).
  {
    name: 'card-requests-expiry',
    schedule: { everyMs: HOUR, firstAfterMs: 90 * SECOND },
    run: runCardRequestsExpiry,
  },
  // A new card still waiting for its proofs 30 days after payment: cancelled, refunded, mailed (decision 072).
  {
    name: 'review-expiry',
    schedule: { everyMs: HOUR, firstAfterMs: 95 * SECOND },
    run: runReviewExpiry,
  },
  // The documents' bytes deleted when their retention ends (decision 039).
  {
    name: 'documents-retention',
    schedule: { everyMs: HOUR, firstAfterMs: 90 * SECOND },
    run: runDocumentsRetention,
  },
  // The positions deleted 24 hours after they were sent (decision 050).
  {
    name: 'geolocation-retention',
    schedule: { everyMs: HOUR, firstAfterMs: MINUTE },
    run: runGeolocationRetention,
  },
] as const satisfies readonly Job[];

export type JobName = (typeof JOBS)[number]['name'];

/** The started jobs: a run of one now, beside its schedule, sharing its one-run-at-a-time rule. */
export type StartedJobs = { runNow(name: JobName): Promise<void> };

/** Starts every job of the list on the app's context; each stops, its run awaited, when the app closes. */
export function startJobs(app: FastifyInstance): StartedJobs {
  const ctx = { ...app.ctx, log: app.log };
  const started = new Map(
    JOBS.map((job) => [
      job.name,
      startPeriodicJob(app, {
        ...job.schedule,
        failure: `${job.name} job: run failed, retried at the next one`,
        run: () => job.run(ctx),
      }),
    ]),
  );
  return { runNow: (name) => started.get(name)!.runNow() };
}
