/**
 * The disruptions' staff calls (decision 053), registered in the staff scope: Staff/publishDisruption.json
 * and Staff/getDisruptions.json. A publication runs the traffic alerts job of src/jobs.ts at once.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { listDisruptions, publishDisruption } from './service.js';

const tags = ['Staff'];

/**
 * Handed in by app.ts: a run of the traffic alerts job now, beside its schedule (one run at a time
 * in this process; nothing while JOBS=off, where tests run it themselves).
 */
export type DisruptionRoutesOptions = { runAlertsNow: () => Promise<void> };

export const disruptionStaffRoutes: FastifyPluginAsyncZod<DisruptionRoutesOptions> = async (app, options) => {
  callRoute(
    app,
    CALLS.publishDisruption,
    {
      tags,
      summary:
        'Publishes a traffic disruption (lines and/or modes, title and text in French and English, start and end): ' +
        'at once (and within a minute at most) each card whose alerts follow an affected line or mode is told once, by e-mail or SMS. ' +
        '400 VALIDATION_ERROR at lines for a line the network does not have, at endsAt for an end passed or ' +
        'before the start; 403 FORBIDDEN for a passenger',
    },
    async (request) => {
      const { userToken: _token, locale: _locale, ...input } = request.body;
      const disruption = await publishDisruption(app.ctx, currentSession(request), input);
      // The alerts leave now rather than at the next tick; the periodic run is the safety net
      // (a failed run is logged by the job's runner).
      void options.runAlertsNow();
      return ok({ disruption });
    },
  );

  callRoute(
    app,
    CALLS.getDisruptions,
    {
      tags,
      summary:
        'The network’s disruptions, newest first (50 at most), with how many alerts each sent; 403 for a passenger',
    },
    async () => ok(await listDisruptions(app.ctx)),
  );
};
