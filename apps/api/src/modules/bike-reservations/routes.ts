/** Account/getBikeReservations.json, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { getBikeReservationsBody, getBikeReservationsResponse } from './schemas.js';
import { BikePinLocked, bikeReservations } from './service.js';

export const bikeReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    callUrl(CALLS.getBikeReservations),
    {
      schema: {
        tags: ['Account'],
        summary:
          'The bike trips of one of the caller’s cards, newest first (start and end, price, mechanical or ' +
          'electric), opened by the card’s four-digit pin. 403 for a card not the caller’s; 400 ' +
          'BIKE_PIN_INVALID for a wrong pin; 409 BIKE_PIN_NOT_SET; after 5 wrong pins for a card (10 for ' +
          'an account) within the rate-limit window, 429 BIKE_PIN_LOCKED with Retry-After',
        body: getBikeReservationsBody,
        response: responses(getBikeReservationsResponse),
      },
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
};
