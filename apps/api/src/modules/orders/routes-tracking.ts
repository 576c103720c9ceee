/** Order/history.json, Order/getOrders.json, Order/printOrder.json: order tracking and invoices. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const trackingRoutes: FastifyPluginAsyncZod = async () => {};
