/**
 * POST Monitoring/reportError.json: a browser reports an error it met (spec §9). The report goes to
 * the server's log, at warn level with the page, release and trace id, for operators to read with
 * the other logs; nothing is stored and nothing names the passenger. Registered only when
 * ERROR_REPORTING is on, and limited per address so that a broken page cannot flood the log.
 */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { redactUrl } from '../../lib/log.js';
import { byAddress } from '../../plugins/rate-limit.js';

export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.reportError,
    {
      tags: ['Monitoring'],
      summary: 'Logs an error met by the portal in a browser (only when ERROR_REPORTING is on)',
      preHandler: app.limitRequests([
        {
          name: 'error-reports-address',
          max: app.config.rateLimits.errorReportsPerAddress,
          keyOf: byAddress,
        },
      ]),
    },
    async (request) => {
      // The portal sends the page's query names only; whatever another client sends, its values
      // reach the log as the access log's do (decision 059).
      const page = redactUrl(request.body.page);
      request.log.warn(
        { clientError: { ...request.body, page, userAgent: request.headers['user-agent'] ?? null } },
        'error reported by a browser',
      );
      return ok({ received: true as const });
    },
  );
};
