/** Actions/useCode (spec §7): a mailed code spent on its action. */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { byAddress } from '../../plugins/rate-limit.js';
import { useCodeRequest } from './schemas.js';
import { useCode, type UseCodeHandlers } from './service.js';

export const actionsRoutes: FastifyPluginAsyncZod<UseCodeHandlers> = async (app, handlers) => {
  callRoute(
    app,
    CALLS.useCode,
    {
      tags: ['Identity'],
      summary:
        'Spends a mailed code: LEGACY_EMAIL_VERIFICATION verifies the address (INVALID_VERIFICATION_CODE), ' +
        'LEGACY_PASSWORD_CHANGE sets newPassword and ends every session, paired device and linked external ' +
        'identity (INVALID_RESET_CODE; decision 057), ' +
        'LEGACY_ACCOUNT_ANONYMIZATION erases the account of the code Account/requestErasure mailed ' +
        '(INVALID_ERASURE_CODE; decision 049)',
      request: useCodeRequest,
      // Limited as Identity/confirmPasswordReset is (RATE_LIMIT_RESET_PER_ADDRESS): both spend a mailed code.
      preHandler: app.limitRequests([
        { name: 'use-code-address', max: app.config.rateLimits.resetPerAddress, keyOf: byAddress },
      ]),
    },
    async (request) => {
      const { code, action, newPassword } = request.body;
      await useCode(app.ctx, { code, action, newPassword, locale: requestLocale(request) }, handlers);
      return ok({ action });
    },
  );
};
