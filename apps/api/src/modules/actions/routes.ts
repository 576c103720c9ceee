/** Actions/useCode (spec §7): a mailed code spent on its action. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const actionsRoutes: FastifyPluginAsyncZod = async () => {};
