/** The catalogue's public calls: Networks/getNetworks.json here, the network's configuration in configuration-routes.ts. */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { configurationRoutes } from './configuration-routes.js';
import { getNetworks, type NetworkStops } from './configuration.js';

/** `networkStops`: the stops of a network's lines, the transit module's (handed down by app.ts). */
export const catalogRoutes: FastifyPluginAsyncZod<{ networkStops: NetworkStops }> = async (
  app,
  { networkStops },
) => {
  callRoute(
    app,
    CALLS.getNetworks,
    {
      tags: ['Networks'],
      summary:
        'The networks open to passengers, with their id for Account/login.json, their transport modes, ' +
        'status, stops and collect sites',
    },
    async (request) => ok({ networks: await getNetworks(app.db, requestLocale(request), networkStops) }),
  );
  await app.register(configurationRoutes);
};
