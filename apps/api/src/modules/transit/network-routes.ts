/**
 * Transit/getODStops and Transit/getODTrips (spec §7, docs/decisions/045): the network's data,
 * public and signed like the other Networks/* calls. The stops are the same for everyone for five
 * minutes (spec §9's HTTP cache); the trips name the next departures and are not cached.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { odTrips, searchStops } from './network.js';

export const transitNetworkRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getODStops,
    {
      tags: ['Transit'],
      summary:
        'The network’s stops served by a bus or a boat, searched by name (accents and case ignored) and ' +
        'mode, 20 at most, by name; 404 NETWORK_NOT_FOUND',
    },
    async (request, reply) => {
      const { network_id: networkId, name, mode } = request.query;
      const stops = await searchStops(app.db, networkId ?? app.config.networkId, { name, mode });
      reply.header('cache-control', 'public, max-age=300');
      return ok({ stops });
    },
  );

  callRoute(
    app,
    CALLS.getODTrips,
    {
      tags: ['Transit'],
      summary:
        'The lines from an origin stop to a destination stop, in the direction that goes there, with ' +
        'their next three departures (soonest first); 404 STOP_NOT_FOUND for a stop not of the network, ' +
        '400 SAME_ORIGIN_AND_DESTINATION, 404 NETWORK_NOT_FOUND',
    },
    async (request) => {
      const { network_id: networkId, origin, destination, after } = request.query;
      const answer = await odTrips(app.db, networkId ?? app.config.networkId, {
        originId: origin,
        destinationId: destination,
        after: after === undefined ? Date.now() : Date.parse(after),
      });
      return ok(answer);
    },
  );
};
