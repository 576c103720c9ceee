/** The sandbox payment provider's hosted pages (our addition), unsigned like a real provider's. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sandboxPspRoutes: FastifyPluginAsyncZod = async () => {};
