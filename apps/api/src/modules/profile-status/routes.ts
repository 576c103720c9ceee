/** GET Networks/getProfileStatus.json: the caller's profile for ordering a card (session). */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { profileStatus } from './service.js';

export const profileStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getProfileStatus,
    {
      tags: ['Networks'],
      summary:
        'The caller’s profile for ordering a card: e-mail verified, the fields it lacks (a mobile number), ' +
        'the cards it holds; 403 FORBIDDEN for another network',
    },
    async (request) =>
      ok({
        profileStatus: await profileStatus(app.ctx, currentSession(request), request.query.network_id),
      }),
  );
};
