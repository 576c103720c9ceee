/** Account/sendVerificationEmail and PUT Account/verify: proving the e-mail address of a session's identity. */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { resendVerification, verifyEmail } from './email-codes.js';
import type { EndLinkedAccess } from './linked-access.js';

/** `endLinkedAccess`: what a login moved to a new address removes (decision 057), from app.ts. */
export const verificationRoutes: FastifyPluginAsyncZod<{ endLinkedAccess: EndLinkedAccess }> = async (
  app,
  { endLinkedAccess },
) => {
  callRoute(
    app,
    CALLS.sendVerificationEmail,
    {
      tags: ['Account'],
      summary: 'Mails a verification link (valid 24 hours) unless the address is verified already',
    },
    async (request) => {
      await resendVerification(app.ctx, currentSession(request), requestLocale(request));
      return ok({ sent: true as const });
    },
  );

  callRoute(
    app,
    CALLS.verify,
    {
      tags: ['Account'],
      summary: 'Verifies the e-mail address with the mailed code (INVALID_VERIFICATION_CODE)',
    },
    async (request) => {
      await verifyEmail(app.ctx, currentSession(request), request.body.code, endLinkedAccess);
      return ok({ emailVerified: true as const });
    },
  );
};
