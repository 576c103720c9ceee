/**
 * Account/openGuestReload.json (no session; decision 054) and the job that gives back the cards
 * lent to guest sessions that ended.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { AppError } from '../../lib/errors.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { responses } from '../../lib/schemas.js';
import { byAddress } from '../../plugins/rate-limit.js';
import { openGuestReloadBody, openGuestReloadResponse } from './schemas.js';
import { openGuestReload, releaseEndedLoans } from './service.js';

export const GUEST_RELEASE_INTERVAL_MS = 60_000;

function startReleaseJob(app: FastifyInstance) {
  startPeriodicJob(app, {
    everyMs: GUEST_RELEASE_INTERVAL_MS,
    firstAfterMs: 5_000,
    failure: 'guest loans job: run failed, retried at the next one',
    run: async () => {
      const released = await releaseEndedLoans(app.db);
      if (released > 0) app.log.info({ released }, 'guest loans job: cards given back');
    },
  });
}

export const guestPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.jobs) startReleaseJob(app);
  app.post(
    callUrl(CALLS.openGuestReload),
    {
      schema: {
        tags: ['Account'],
        summary:
          'Reload a card without an account: its number, holder family name and birth date open a guest ' +
          'session to which the card is lent until the session ends. 404 CARD_NOT_RECOGNIZED, 409 ' +
          'CARD_HELD_BY_ACCOUNT (log in to that account); wrong attempts counted per address and per card ' +
          'number (429 RATE_LIMITED with Retry-After)',
        body: openGuestReloadBody,
        response: responses(openGuestReloadResponse),
      },
      preHandler: app.limitRequests([
        { name: 'guest-reload-address', max: app.config.rateLimits.loginPerAddress, keyOf: byAddress },
      ]),
    },
    async (request, reply) => {
      const answer = await openGuestReload(app.ctx, request.body, request.ip);
      if ('retryAfter' in answer) {
        reply.header('retry-after', String(answer.retryAfter));
        throw new AppError('RATE_LIMITED');
      }
      return ok(answer);
    },
  );
};
