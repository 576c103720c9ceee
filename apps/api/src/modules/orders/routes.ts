/**
 * Order/* and Payment/acknowledge.json (spec §7): ordering, paying, tracking and invoices of the
 * caller's orders (the amount of a cart is the pricing module's routes, decision 068). One file of
 * routes per part, each with its own tests.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from './routes-checkout.js';
import { savedCardRoutes } from './routes-saved-cards.js';
import { trackingRoutes } from './routes-tracking.js';

export { paymentNotificationRoutes } from './routes-checkout.js';

/** The calls of a session. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutRoutes);
  await app.register(trackingRoutes);
  await app.register(savedCardRoutes);
};
