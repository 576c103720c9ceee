/** Order/create.json, Order/placeOrder.json, Order/verify.json: ordering and paying, exactly once. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const checkoutRoutes: FastifyPluginAsyncZod = async () => {};

/** Payment/acknowledge.json: the payment provider's notification, without a session. */
export const paymentNotificationRoutes: FastifyPluginAsyncZod = async () => {};
