/**
 * Identity/changePassword and Identity/changeEmail (ours, issue 11): behind a session, each
 * re-authenticated by the current password. Both count their password checks per identity and
 * per address, with the sign-in limits, in one counter: a guess here costs what one at sign-in does.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { byAddress } from '../../plugins/rate-limit.js';
import { changePassword, requestEmailChange } from './account-settings.js';
import type { EndLinkedAccess } from './linked-access.js';
import { changePasswordWithoutCommonPasswords } from './schemas.js';

/** `endLinkedAccess`: what a password change removes (decision 057), handed down by app.ts. */
export const identitySettingsRoutes: FastifyPluginAsyncZod<{ endLinkedAccess: EndLinkedAccess }> = async (
  app,
  { endLinkedAccess },
) => {
  const limits = app.config.rateLimits;
  // The session is known by now: the auth hook runs at preValidation, these at preHandler.
  // One limiter for both calls, so that they share its counters.
  const passwordChecks = app.limitRequests([
    {
      name: 'password-check-identity',
      max: limits.signInPerEmail,
      keyOf: (request) => String(request.session?.identityId ?? request.ip),
    },
    { name: 'password-check-address', max: limits.signInPerAddress, keyOf: byAddress },
  ]);

  callRoute(
    app,
    CALLS.changePassword,
    {
      tags: ['Identity'],
      summary:
        'Changes the password after checking the current one (INVALID_PASSWORD, rate limited like sign-in); ' +
        'every other session of the identity ends, this one stays, its devices are unpaired and its external ' +
        'identities unlinked; a mail tells the login address',
      // The new password also escapes the most common ones, as on every call that sets one (decision 016).
      request: changePasswordWithoutCommonPasswords,
      preHandler: passwordChecks,
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const otherSessionsEnded = await changePassword(
        app.ctx,
        currentSession(request),
        { currentPassword, newPassword },
        { locale: requestLocale(request), endLinked: endLinkedAccess },
      );
      return ok({ otherSessionsEnded });
    },
  );

  callRoute(
    app,
    CALLS.changeEmail,
    {
      tags: ['Identity'],
      summary:
        'After checking the current password, mails a link (24 hours, once) to the new address; the login ' +
        'moves there when it is used (Account/verify or Actions/useCode LEGACY_EMAIL_VERIFICATION) and the old ' +
        'address is told. EMAIL_EXISTS for another account’s address',
      preHandler: passwordChecks,
    },
    async (request) => {
      const { newEmail, currentPassword } = request.body;
      const pendingEmail = await requestEmailChange(
        app.ctx,
        currentSession(request),
        { newEmail, currentPassword },
        requestLocale(request),
      );
      return ok({ sent: true as const, pendingEmail });
    },
  );
};
