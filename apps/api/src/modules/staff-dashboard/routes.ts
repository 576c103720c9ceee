/** Staff/getDashboard.json (decision 077), in the staff scope: the back office's home figures. */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { dashboard } from './service.js';

export const staffDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getDashboard,
    {
      tags: ['Staff'],
      summary:
        'The back office’s home on the staff’s network: today’s paid orders and sales, the review backlog and ' +
        'its oldest item, paid orders waiting at each processing status, FAILED instalments, refunds of the month',
    },
    async (request) => ok(await dashboard(app.db, currentSession(request).networkId)),
  );
};
