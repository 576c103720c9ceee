/**
 * The disruptions' staff calls (decision 053), registered in the staff scope: Staff/publishDisruption.json
 * and Staff/getDisruptions.json. A publication runs the traffic alerts job of src/jobs.ts at once.
 */
import { CALLS, disruptionResponse, disruptionsResponse, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { getDisruptionsQuery, publishDisruptionBody } from './schemas.js';
import { listDisruptions, publishDisruption } from './service.js';

const tags = ['Staff'];

/**
 * Handed in by app.ts: a run of the traffic alerts job now, beside its schedule (one run at a time
 * in this process; nothing while JOBS=off, where tests run it themselves).
 */
export type DisruptionRoutesOptions = { runAlertsNow: () => Promise<void> };

export const disruptionStaffRoutes: FastifyPluginAsyncZod<DisruptionRoutesOptions> = async (app, options) => {
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
      // The alerts leave now rather than at the next tick; the periodic run is the safety net
      // (a failed run is logged by the job's runner).
      void options.runAlertsNow();
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
