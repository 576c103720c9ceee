/**
 * GET /public-config.json: the only configuration the portal receives, an allow-list (the
 * signature key is public by design; no other secret leaves the server).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailboxEnabled } from '../../config.js';
import { VERSION } from '../../version.js';
import { postPaymentFareId } from '../shop/service.js';

const publicConfigSchema = z.object({
  apiBaseUrl: z.string(),
  signatureKey: z.string(),
  networkId: z.number().int(),
  version: z.string(),
  environment: z.enum(['development', 'production']),
  devMailbox: z.boolean(),
  errorReporting: z.boolean(),
  traceSampleRate: z.number().min(0).max(1),
  analytics: z.object({ key: z.string(), scriptUrl: z.string() }).nullable(),
  postPaymentFareId: z
    .number()
    .int()
    .nullable()
    .describe('Spec §9: the product id of the post-payment fare, null when the network sells none'),
});

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    apiBaseUrl: '/api',
    signatureKey: app.config.signatureKey,
    networkId: app.config.networkId,
    version: VERSION,
    environment: app.config.nodeEnv === 'production' ? ('production' as const) : ('development' as const),
    devMailbox: devMailboxEnabled(app.config),
    errorReporting: app.config.monitoring.errorReporting,
    traceSampleRate: app.config.monitoring.traceSampleRate,
    analytics: app.config.monitoring.analytics,
    // Read from the catalogue once, at start (after the seed): a catalogue change needs a restart.
    postPaymentFareId: await postPaymentFareId(app.db, app.config.networkId),
  };
  app.get(
    '/public-config.json',
    {
      schema: {
        tags: ['Health'],
        summary: 'The portal’s public configuration (not signed, not enveloped)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
