/** The catalogue's public calls: Networks/getNetworks.json here, the network's configuration in configuration-routes.ts. */
import { ok, CALLS, networksResponse } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale.js';
import { responses } from '../../lib/schemas.js';
import { configurationRoutes } from './configuration-routes.js';
import { getNetworksQuery } from './schemas.js';
import { getNetworks, type NetworkStops } from './configuration.js';

/** `networkStops`: the stops of a network's lines, the transit module's (handed down by app.ts). */
export const catalogRoutes: FastifyPluginAsyncZod<{ networkStops: NetworkStops }> = async (
  app,
  { networkStops },
) => {
  app.get(
    callUrl(CALLS.getNetworks),
    {
      schema: {
        tags: ['Networks'],
        summary:
          'The networks open to passengers, with their id for Account/login.json, their transport modes, ' +
          'status, stops and collect sites',
        querystring: getNetworksQuery,
        response: responses(networksResponse),
      },
    },
    async (request) => ok({ networks: await getNetworks(app.db, requestLocale(request), networkStops) }),
  );
  await app.register(configurationRoutes);
};
