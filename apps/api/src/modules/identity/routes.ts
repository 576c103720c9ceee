/**
 * The calls that need no session: Identity/signIn, Account/resetPassword and
 * Identity/confirmPasswordReset, each rate limited per client address (and per e-mail).
 * Identity/signUp is the account module's (it creates the first profile too).
 */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { byAddress, byBodyField } from '../../plugins/rate-limit.js';
import { confirmPasswordReset, requestPasswordReset } from './email-codes.js';
import { confirmPasswordResetWithoutCommonPasswords } from './schemas.js';
import type { EndLinkedAccess } from './linked-access.js';
import { signIn } from './service.js';

/** `endLinkedAccess`: the devices and external identities a reset removes (decision 057), from app.ts. */
export const identityRoutes: FastifyPluginAsyncZod<{ endLinkedAccess: EndLinkedAccess }> = async (
  app,
  { endLinkedAccess },
) => {
  const limits = app.config.rateLimits;

  callRoute(
    app,
    CALLS.signIn,
    {
      tags: ['Identity'],
      summary: 'Checks an e-mail and password; answers an ID token (EMAIL_NOT_FOUND, INVALID_PASSWORD)',
      preHandler: app.limitRequests([
        { name: 'signin-address', max: limits.signInPerAddress, keyOf: byAddress },
        { name: 'signin-email', max: limits.signInPerEmail, keyOf: byBodyField('email') },
      ]),
    },
    async (request) => ok({ idToken: await signIn(app.ctx, request.body) }),
  );

  callRoute(
    app,
    CALLS.resetPassword,
    {
      tags: ['Account'],
      summary: 'Mails a single-use reset link valid one hour; answers sent:true for any address',
      preHandler: app.limitRequests([
        { name: 'reset-address', max: limits.resetPerAddress, keyOf: byAddress },
        { name: 'reset-email', max: limits.resetPerEmail, keyOf: byBodyField('email') },
      ]),
    },
    async (request) => {
      const { email, networkId } = request.body;
      await requestPasswordReset(app.ctx, email, networkId, requestLocale(request));
      return ok({ sent: true as const });
    },
  );

  callRoute(
    app,
    CALLS.confirmPasswordReset,
    {
      tags: ['Identity'],
      summary:
        'Sets a new password with the mailed code; ends every session of the identity, unpairs its devices ' +
        'and unlinks its external identities (a mail names them)',
      request: confirmPasswordResetWithoutCommonPasswords,
      preHandler: app.limitRequests([
        { name: 'confirm-address', max: limits.resetPerAddress, keyOf: byAddress },
      ]),
    },
    async (request) => {
      const { email, code, password } = request.body;
      await confirmPasswordReset(
        app.ctx,
        { email, code, password },
        { locale: requestLocale(request), endLinked: endLinkedAccess },
      );
      return ok({});
    },
  );
};
