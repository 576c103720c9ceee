/** Media/requestCard.json, behind the auth hook (the job that cancels unpaid requests: src/jobs.ts). */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { requestLocale } from '../../lib/locale.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { requestCardBody, requestCardResponse } from './schemas.js';
import { requestCard } from './service.js';

export const cardRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    callUrl(CALLS.requestCard),
    {
      schema: {
        tags: ['Media'],
        summary:
          'The end of the new-card flow: a card request awaiting payment (holder, delivery, photo ' +
          'document, alerts, consents) and the cart items that pay it, type CARD_CREATION: the ' +
          'product and the card creation fee. 403 for a photo document not the caller’s',
        body: requestCardBody,
        response: responses(requestCardResponse),
      },
    },
    async (request) => {
      const answer = await requestCard(app.db, currentSession(request), request.body, requestLocale(request));
      return ok(answer);
    },
  );
};
