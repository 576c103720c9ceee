/** Account/update.json (spec §7): the contact info of the session's profile, behind the auth hook. */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { updateContactInfo } from './contact-info.js';
import { assertOwnProfile } from './service.js';

export const accountUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.updateAccount,
    {
      tags: ['Account'],
      summary:
        'Saves the contact info: name and first name of the profile, the phone of the identity (a French ' +
        'number, or a foreign one in international format, as at sign-up); ' +
        'answers the account as getUser.json does (403 FORBIDDEN for another userId or a guest)',
    },
    async (request) => {
      const session = currentSession(request);
      assertOwnProfile(session, request.body.userId);
      const { name, firstname, phone } = request.body;
      return ok(await updateContactInfo(app.ctx, session, { name, firstname, phone }));
    },
  );
};
