/** Order/* (spec §7): pricing, ordering, paying, tracking and invoices of the caller's orders. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The calls of a session. */
export const orderRoutes: FastifyPluginAsyncZod = async () => {};

/** Payment/acknowledge.json: the payment provider's notification, without a session. */
export const paymentNotificationRoutes: FastifyPluginAsyncZod = async () => {};
