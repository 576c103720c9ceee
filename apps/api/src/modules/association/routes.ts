/**
 * Account/registerMedia.json (behind the auth hook) and Account/searchLocalMediaForSignin (no
 * session, rate limited per address).
 */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { byAddress } from '../../plugins/rate-limit.js';
import { associationBlockedFor, registerMedia, searchLocalMedia } from './service.js';

export const associationRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.registerMedia,
    {
      tags: ['Account'],
      summary:
        'Associates an existing card by its number, holder family name and birth date: 404 CARD_NOT_RECOGNIZED, ' +
        '409 CARD_ALREADY_YOURS or CARD_OF_ANOTHER_ACCOUNT; failed attempts are rate limited (429)',
    },
    async (request, reply) => {
      const session = currentSession(request);
      const wait = await associationBlockedFor(app.ctx, session.accountId, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('RATE_LIMITED');
      }
      const { mediaNumber, holderName, holderBirthdate } = request.body;
      const card = await registerMedia(
        app.ctx,
        session,
        { mediaNumber, holderName, holderBirthdate, address: request.ip },
        requestLocale(request),
      );
      return ok({ card });
    },
  );
};

export const associationPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.searchLocalMediaForSignin,
    {
      tags: ['Account'],
      summary:
        'Whether a card of that number has a holder born that day (no session; every look-up counted per ' +
        'address and per card number, 429 RATE_LIMITED with Retry-After past the limit)',
      preHandler: app.limitRequests([
        { name: 'media-search-address', max: app.config.rateLimits.mediaSearchPerAddress, keyOf: byAddress },
      ]),
    },
    async (request, reply) => {
      const answer = await searchLocalMedia(app.ctx, request.query, request.ip);
      if ('retryAfter' in answer) {
        reply.header('retry-after', String(answer.retryAfter));
        throw new AppError('RATE_LIMITED');
      }
      return ok(answer);
    },
  );
};
