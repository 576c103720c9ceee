/**
 * Account/openGuestReload.json (no session; decision 054). The job that gives back the cards lent
 * to guest sessions that ended is in src/jobs.ts.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { byAddress } from '../../plugins/rate-limit.js';
import { openGuestReload } from './service.js';

export const guestPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.openGuestReload,
    {
      tags: ['Account'],
      summary:
        'Reload a card without an account: its number, holder family name and birth date open a guest ' +
        'session to which the card is lent until the session ends. 404 CARD_NOT_RECOGNIZED, 409 ' +
        'CARD_HELD_BY_ACCOUNT (log in to that account); wrong attempts counted per address and per card ' +
        'number (429 RATE_LIMITED with Retry-After)',
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
