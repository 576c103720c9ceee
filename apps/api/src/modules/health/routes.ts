/**
 * GET /api/health: the database answers, and which version runs; 503 SERVICE_UNAVAILABLE with
 * `fields.database: "down"` while it does not. Not signed, for load balancers.
 */
import { ko, messageFor, ok, CALLS } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/index.js';
import { requestLocale } from '../../lib/locale.js';
import { koEnvelopeSchema, okEnvelope } from '../../lib/schemas.js';
import { VERSION } from '../../version.js';

const healthResponse = z.object({
  status: z.literal('up'),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres', 'pglite']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.health),
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check (not signed); 503 while the database is down',
        response: { 200: okEnvelope(healthResponse), 503: koEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await ping(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        // Says what is down, for the load balancer and the operator: the database (not a secret).
        const message = messageFor(requestLocale(request), 'SERVICE_UNAVAILABLE');
        return reply
          .code(503)
          .send(ko({ code: 'SERVICE_UNAVAILABLE', message, fields: { database: 'down' } }));
      }
      return ok({ status: 'up' as const, version: VERSION, database: app.databaseKind });
    },
  );
};
