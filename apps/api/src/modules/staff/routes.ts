/** The back office calls, registered in the staff scope (plugins/auth.ts `requireStaff`). */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { whoami } from './service.js';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.staffWhoami,
    { tags: ['Staff'], summary: 'The staff member of the session; 403 FORBIDDEN for a passenger’s session' },
    async (request) => ok(await whoami(app.ctx, currentSession(request))),
  );
};
