/**
 * The disruptions' staff calls (decision 053), registered in the staff scope: Staff/publishDisruption.json
 * and Staff/getDisruptions.json. The same plugin runs the traffic alerts job every minute unless JOBS=off.
 */
import { CALLS, disruptionResponse, disruptionsResponse, ok } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { ALERTS_JOB_INTERVAL_MS } from './alerts-job.js';
import { getDisruptionsQuery, publishDisruptionBody } from './schemas.js';
import { listDisruptions, publishDisruption, sendDisruptionAlerts } from './service.js';

const tags = ['Staff'];

/**
 * One run of the alerts job at a time in this process: the periodic tick and the run a
 * publication starts share it (another server's run is kept apart by the claimed rows).
 */
function alertsJob(app: FastifyInstance): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = async () => {
    const report = await sendDisruptionAlerts(
      app.db,
      app.config,
      new Date(),
      (error, disruptionId, mediaId) =>
        app.log.warn({ err: error, disruptionId, mediaId }, 'traffic alerts job: an alert failed'),
    );
    if (report.emails + report.sms + report.errors > 0) {
      app.log.info(report, 'traffic alerts job: run done');
      await app.mailer.sendQueued();
    }
  };
  return () =>
    (running ??= run().finally(() => {
      running = null;
    }));
}

export const disruptionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const runAlertsJob = alertsJob(app);
  if (app.config.jobs)
    startPeriodicJob(app, {
      everyMs: ALERTS_JOB_INTERVAL_MS,
      firstAfterMs: 5_000,
      failure: 'traffic alerts job: run failed, retried at the next one',
      run: runAlertsJob,
    });

  app.post(
    callUrl(CALLS.publishDisruption),
    {
      schema: {
        tags,
        summary:
          'Publishes a traffic disruption (lines and/or modes, title and text in French and English, start and end): ' +
          'at once (and within a minute at most) each card whose alerts follow an affected line or mode is told once, by e-mail or SMS. ' +
          '400 VALIDATION_ERROR at lines for a line the network does not have, at endsAt for an end passed or ' +
          'before the start; 403 FORBIDDEN for a passenger',
        body: publishDisruptionBody,
        response: responses(disruptionResponse),
      },
    },
    async (request) => {
      const { userToken: _token, locale: _locale, ...input } = request.body;
      const disruption = await publishDisruption(app.ctx, currentSession(request), input);
      // The alerts leave now rather than at the next tick; the periodic run is the safety net.
      if (app.config.jobs)
        runAlertsJob().catch((error: unknown) =>
          app.log.warn({ err: error }, 'traffic alerts job: run failed, retried at the next one'),
        );
      return ok({ disruption });
    },
  );

  app.get(
    callUrl(CALLS.getDisruptions),
    {
      schema: {
        tags,
        summary:
          'The network’s disruptions, newest first (50 at most), with how many alerts each sent; 403 for a passenger',
        querystring: getDisruptionsQuery,
        response: responses(disruptionsResponse),
      },
    },
    async () => ok(await listDisruptions(app.ctx)),
  );
};
