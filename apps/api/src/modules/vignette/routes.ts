/**
 * Vignette/decode in the signed scope (anyone checking a pass, no session) and Vignette/sticker
 * behind the auth hook (the pass's owner only). Decision 050.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { decodeSticker, renderSticker } from './service.js';

const tags = ['School passes'];

export const vignettePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.decodeVignette,
    {
      tags,
      summary:
        'A school pass sticker’s code to its validity today: VALID, EXPIRED (terminated, moved to another ' +
        'card, not running today) or UNKNOWN (no such code: nothing else is answered); for a known code the ' +
        'product, the period and the holder’s initials only. Signed, no session: a school or an inspector checks it',
    },
    async (request) =>
      ok({ vignette: await decodeSticker(app.db, request.body.code, requestLocale(request)) }),
  );
};

export const vignetteSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.vignetteSticker,
    {
      tags,
      summary:
        'The sticker of a school pass of the caller as a PNG (network, product, validity, holder, code and its QR ' +
        'code); the code is made on the first print and kept. Errors in the envelope: 403 FORBIDDEN for a contract ' +
        'not the caller’s or none, 409 NOT_A_SCHOOL_PASS for another product',
      bytes: { description: 'The sticker', contentType: 'image/png', format: 'PNG, 640 × 360' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const { png } = await renderSticker(app.db, session, request.query.contractId, requestLocale(request));
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="vignette-${request.query.contractId}.png"`)
        .header('cache-control', 'private, no-store')
        .send(png);
    },
  );
};
