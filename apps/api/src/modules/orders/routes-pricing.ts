/** Order/computeAmount.json and Order/redeemVoucher.json: the amount of a cart, from the catalogue. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const pricingRoutes: FastifyPluginAsyncZod = async () => {};
