/**
 * Order/* and Payment/acknowledge.json (spec §7): ordering, paying, tracking and invoices of the
 * caller's orders (the amount of a cart is the pricing module's routes, decision 068). One file of
 * routes per part, each with its own tests.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from './routes-checkout.js';
import { savedCardRoutes } from './routes-saved-cards.js';
import { trackingRoutes } from './routes-tracking.js';
import type { OrderProductionLookup } from './tracking.js';

export { paymentNotificationRoutes } from './routes-checkout.js';

/** The calls of a session; `productionOf` (modules/production, through app.ts) feeds order tracking. */
export const orderRoutes: FastifyPluginAsyncZod<{ productionOf?: OrderProductionLookup }> = async (
  app,
  options,
) => {
  await app.register(checkoutRoutes);
  await app.register(trackingRoutes, options.productionOf ? { productionOf: options.productionOf } : {});
  await app.register(savedCardRoutes);
};
