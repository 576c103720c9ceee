/** Media/requestCard.json, behind the auth hook (the job that cancels unpaid requests: src/jobs.ts). */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { requestCard } from './service.js';

export const cardRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.requestCard,
    {
      tags: ['Media'],
      summary:
        'The end of the new-card flow: a card request awaiting payment (holder, delivery, photo ' +
        'document, alerts, consents) and the cart items that pay it, type CARD_CREATION: the ' +
        'product and the card creation fee. 403 for a photo document not the caller’s',
    },
    async (request) => {
      const answer = await requestCard(app.db, currentSession(request), request.body, requestLocale(request));
      return ok(answer);
    },
  );
};
