/**
 * GET /api/health: the database answers, and which version runs; 503 SERVICE_UNAVAILABLE with
 * `fields.database: "down"` while it does not. Not signed, for load balancers.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../../db/index.js';
import { callRoute } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { VERSION } from '../../version.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  callRoute(
    app,
    CALLS.health,
    { tags: ['Health'], summary: 'Liveness and database check (not signed); 503 while the database is down' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await ping(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        // Says what is down, for the load balancer and the operator: the database (not a secret).
        throw new AppError('SERVICE_UNAVAILABLE', { database: 'down' });
      }
      return ok({ status: 'up' as const, version: VERSION, database: app.databaseKind });
    },
  );
};
