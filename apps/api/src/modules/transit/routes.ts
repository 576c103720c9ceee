/** Ticket/punchTicket.json, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import { callRoute } from '../../lib/call-route.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../plugins/auth.js';
import { punchTicket } from './service.js';

export const transitRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.punchTicket,
    {
      tags: ['Ticket'],
      summary:
        'A validation of a card on a bus or boat; it settles the card’s pending sale. 403 for a card ' +
        'not the caller’s, 409 CARD_EXPIRED for an expired card',
    },
    async (request) => {
      const { mediaId, mode, line } = request.body;
      return ok(await punchTicket(app.db, currentSession(request), { mediaId, mode, line }));
    },
  );
};
