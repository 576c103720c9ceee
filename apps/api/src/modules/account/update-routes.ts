/** Account/update.json (spec §7): the contact info of the session's profile, behind the auth hook. */
import { accountUserResponseSchema, CALLS, contactInfoSchema, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { idField, localeField, responses, userTokenField } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { updateContactInfo } from './contact-info.js';
import { assertOwnProfile } from './service.js';

const updateBody = contactInfoSchema.safeExtend({
  userToken: userTokenField,
  userId: idField.nullish().describe('The session’s profile when sent; another is 403 FORBIDDEN'),
  locale: localeField,
});

export const accountUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    callUrl(CALLS.updateAccount),
    {
      schema: {
        tags: ['Account'],
        summary:
          'Saves the contact info: name and first name of the profile, the phone of the identity (a French ' +
          'number, or a foreign one in international format, as at sign-up); ' +
          'answers the account as getUser.json does (403 FORBIDDEN for another userId or a guest)',
        body: updateBody,
        response: responses(accountUserResponseSchema),
      },
    },
    async (request) => {
      const session = currentSession(request);
      assertOwnProfile(session, request.body.userId);
      const { name, firstname, phone } = request.body;
      return ok(await updateContactInfo(app.ctx, session, { name, firstname, phone }));
    },
  );
};
