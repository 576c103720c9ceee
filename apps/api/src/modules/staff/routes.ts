/** The back office calls, registered in the staff scope (plugins/auth.ts `requireStaff`). */
import { ok, CALLS } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { whoamiQuery, whoamiResponse } from './schemas.js';
import { whoami } from './service.js';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.staffWhoami),
    {
      schema: {
        tags: ['Staff'],
        summary: 'The staff member of the session; 403 FORBIDDEN for a passenger’s session',
        querystring: whoamiQuery,
        response: responses(whoamiResponse),
      },
    },
    async (request) => ok(await whoami(app.ctx, currentSession(request))),
  );
};
