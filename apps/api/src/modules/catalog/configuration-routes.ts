/**
 * Networks/getNetworkConfiguration.json, Networks/collectSites and Networks/getSchoolConfiguration
 * (spec §7, issue 10): public and the same for everyone, so a shared cache may keep them for the
 * five minutes of spec §9's HTTP cache; a refusal stays no-store (app.ts).
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import {
  collectSites,
  networkConfiguration,
  networkIdOfDomain,
  schoolConfiguration,
} from './configuration.js';

/** Spec §9: an HTTP cache keeps a GET five minutes. The language may come from Accept-Language. */
function cachePublicly(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
}

export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getNetworkConfiguration,
    {
      tags: ['Networks'],
      summary:
        'The network’s configuration, by network_id or by the domain its portal is served on (not both); ' +
        '404 NETWORK_NOT_FOUND',
    },
    async (request, reply) => {
      const { network_id: networkId, domain } = request.query;
      const id =
        domain === undefined ? (networkId ?? app.config.networkId) : await networkIdOfDomain(app.db, domain);
      const configuration = await networkConfiguration(app.db, id, requestLocale(request));
      cachePublicly(reply);
      return ok({ configuration });
    },
  );

  callRoute(
    app,
    CALLS.collectSites,
    {
      tags: ['Networks'],
      summary:
        'The agencies where a new card can be collected, with their opening hours; 404 NETWORK_NOT_FOUND',
    },
    async (request, reply) => {
      const networkId = request.query.network_id ?? app.config.networkId;
      const sites = await collectSites(app.db, networkId, requestLocale(request));
      cachePublicly(reply);
      return ok({ collectSites: sites });
    },
  );

  callRoute(
    app,
    CALLS.getSchoolConfiguration,
    {
      tags: ['Networks'],
      summary:
        'The school year a pass ordered today is for (1 September to 6 July, orders from 1 June) and the ' +
        'schools of the network, and the school passes on sale (for a holder of category SCHOOL; their orders ' +
        'are of origin SCHOOL and their contracts have a sticker, Vignette/sticker); 404 NETWORK_NOT_FOUND',
    },
    async (request, reply) => {
      const networkId = request.query.network_id ?? app.config.networkId;
      const today = new Date().toISOString().slice(0, 10);
      const schoolConfig = await schoolConfiguration(app.db, networkId, today, requestLocale(request));
      cachePublicly(reply);
      return ok({ schoolConfiguration: schoolConfig });
    },
  );
};
