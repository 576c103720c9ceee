/** Media/requestDuplicate.json, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import { callRoute } from '../../lib/call-route.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { requestDuplicate } from './service.js';

export const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.requestDuplicate,
    {
      tags: ['Media'],
      summary:
        'A duplicate request (lost, stolen, damaged) awaiting payment of the catalogue’s fee; ' +
        'one open request per card (asking again answers it, with the new reason). 403 for a card not the caller’s',
    },
    async (request) => {
      const { mediaId, reason } = request.body;
      const session = currentSession(request);
      const duplicateRequest = await requestDuplicate(
        app.db,
        session,
        mediaId,
        reason,
        requestLocale(request),
      );
      return ok({ duplicateRequest });
    },
  );
};
