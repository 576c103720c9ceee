/** Products/* and shop/catalog (spec §7): the catalogue as the shop sells it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The calls without a session: the universal products, the shop's catalogue, pictograms. */
export const shopPublicRoutes: FastifyPluginAsyncZod = async () => {};

/** The calls of a session: what one card of the caller can be reloaded with. */
export const shopSessionRoutes: FastifyPluginAsyncZod = async () => {};
