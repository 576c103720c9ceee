/** GET Networks/getProfileStatus.json: the caller's profile for ordering a card (session). */
import { CALLS, ok, profileStatusResponse } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { idField, localeField, responses, userTokenField } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { profileStatus } from './service.js';

const profileStatusQuery = z.strictObject({
  userToken: userTokenField,
  network_id: idField.optional().describe('The session’s network (another is 403 FORBIDDEN)'),
  locale: localeField,
});

export const profileStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.getProfileStatus),
    {
      schema: {
        tags: ['Networks'],
        summary:
          'The caller’s profile for ordering a card: e-mail verified, the fields it lacks (a mobile number), ' +
          'the cards it holds; 403 FORBIDDEN for another network',
        querystring: profileStatusQuery,
        response: responses(profileStatusResponse),
      },
    },
    async (request) =>
      ok({
        profileStatus: await profileStatus(app.ctx, currentSession(request), request.query.network_id),
      }),
  );
};
