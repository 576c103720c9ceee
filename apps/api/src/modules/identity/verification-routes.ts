/** Account/sendVerificationEmail and PUT Account/verify: proving the e-mail address of a session's identity. */
import { ok, CALLS } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { resendVerification, verifyEmail } from './email-codes.js';
import type { EndLinkedAccess } from './linked-access.js';
import { sendVerificationBody, sentResponse, verifiedResponse, verifyBody } from './schemas.js';

/** `endLinkedAccess`: what a login moved to a new address removes (decision 057), from app.ts. */
export const verificationRoutes: FastifyPluginAsyncZod<{ endLinkedAccess: EndLinkedAccess }> = async (
  app,
  { endLinkedAccess },
) => {
  app.post(
    callUrl(CALLS.sendVerificationEmail),
    {
      schema: {
        tags: ['Account'],
        summary: 'Mails a verification link (valid 24 hours) unless the address is verified already',
        body: sendVerificationBody,
        response: responses(sentResponse),
      },
    },
    async (request) => {
      await resendVerification(app.ctx, currentSession(request), requestLocale(request));
      return ok({ sent: true as const });
    },
  );

  app.put(
    callUrl(CALLS.verify),
    {
      schema: {
        tags: ['Account'],
        summary: 'Verifies the e-mail address with the mailed code (INVALID_VERIFICATION_CODE)',
        body: verifyBody,
        response: responses(verifiedResponse),
      },
    },
    async (request) => {
      await verifyEmail(app.ctx, currentSession(request), request.body.code, endLinkedAccess);
      return ok({ emailVerified: true as const });
    },
  );
};
