/** Account/getBikeReservations.json and Account/setBikePin.json, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { setBikePinOfCard } from './pin-change.js';
import { BikePinLocked, bikeReservations } from './service.js';

export const bikeReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getBikeReservations,
    {
      tags: ['Account'],
      summary:
        'The bike trips of one of the caller’s cards, newest first (start and end, price, mechanical or ' +
        'electric), opened by the card’s four-digit pin. 403 for a card not the caller’s; 400 ' +
        'BIKE_PIN_INVALID for a wrong pin; 409 BIKE_PIN_NOT_SET; after 5 wrong pins for a card (10 for ' +
        'an account) within the rate-limit window, 429 BIKE_PIN_LOCKED with Retry-After',
    },
    async (request, reply) => {
      const { mediaId, pin } = request.body;
      try {
        const reservations = await bikeReservations(
          app.db,
          app.config.rateLimits.windowMinutes,
          currentSession(request),
          { mediaId, pin },
        );
        return ok({ mediaId, reservations });
      } catch (error) {
        if (error instanceof BikePinLocked) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  callRoute(
    app,
    CALLS.setBikePin,
    {
      tags: ['Account'],
      summary:
        'Sets or changes the four-digit bike pin of one of the caller’s cards (0000, 1234, 9876, 1212 and ' +
        'the like refused), proven by exactly one of `password` (the account’s, re-entered; the only ' +
        'proof while the card has no pin) or `currentPin`. The account’s address gets a confirmation. ' +
        '403 for a card not the caller’s; 400 INVALID_PASSWORD or BIKE_PIN_INVALID for a wrong proof, ' +
        'counted with getBikeReservations’ wrong pins; 409 BIKE_PIN_NOT_SET for `currentPin` on a card ' +
        'without pin; 429 BIKE_PIN_LOCKED with Retry-After',
    },
    async (request, reply) => {
      const { mediaId, newPin, currentPin, password } = request.body;
      try {
        return ok(
          await setBikePinOfCard(
            app.ctx,
            currentSession(request),
            { mediaId, newPin, currentPin, password },
            requestLocale(request),
          ),
        );
      } catch (error) {
        if (error instanceof BikePinLocked) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );
};
