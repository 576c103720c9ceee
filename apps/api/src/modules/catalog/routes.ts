/** The catalogue's public calls: Networks/getNetworks.json here, the network's configuration in configuration-routes.ts. */
import { ok, CALLS } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/schemas.js';
import { configurationRoutes } from './configuration-routes.js';
import { getNetworksQuery, getNetworksResponse } from './schemas.js';
import { getNetworks } from './service.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.getNetworks),
    {
      schema: {
        tags: ['Networks'],
        summary: 'The networks, with their id for Account/login.json and their transport modes',
        querystring: getNetworksQuery,
        response: responses(getNetworksResponse),
      },
    },
    async () => ok({ networks: await getNetworks(app.db) }),
  );
  await app.register(configurationRoutes);
};
