/** Media/requestCard.json, behind the auth hook; and the job that cancels unpaid requests. */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { requestLocale } from '../../lib/locale.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { requestCardBody, requestCardResponse } from './schemas.js';
import { cancelStaleCardRequests, requestCard } from './service.js';

const JOB_INTERVAL_MS = 60 * 60_000;

/** Every hour unless JOBS=off: the requests unpaid for two days are cancelled (tests call the service). */
const cardRequestsJob: FastifyPluginAsync = async (app) => {
  if (!app.config.jobs) return;
  startPeriodicJob(app, {
    everyMs: JOB_INTERVAL_MS,
    firstAfterMs: 90_000,
    failure: 'card requests job: run failed, retried at the next one',
    run: async () => {
      const cancelled = await cancelStaleCardRequests(app.db);
      if (cancelled > 0) app.log.info({ cancelled }, 'card requests job: unpaid requests cancelled');
    },
  });
};

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
  await app.register(cardRequestsJob);
};
