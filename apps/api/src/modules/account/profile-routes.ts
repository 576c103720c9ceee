/** Account/getProfiles.json, Account/createProfile.json, Account/disableProfile (spec §4, §7; decision 049). */
import { CALLS, createProfileResponse, ok, profileFormSchema, profilesResponse } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { emptyObject, idField, localeField, responses, userTokenField } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { createProfile, disableProfile, getProfiles } from './profiles.js';

const getProfilesQuery = z.strictObject({ userToken: userTokenField, locale: localeField });
const createProfileBody = profileFormSchema
  .strict()
  .extend({ userToken: userTokenField, locale: localeField });
const disableProfileBody = z.strictObject({
  userToken: userTokenField,
  profileId: idField.describe('userId of a profile of Account/getProfiles.json'),
  locale: localeField,
});

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.getProfiles),
    {
      schema: {
        tags: ['Account'],
        summary: 'The enabled profiles of the identity on the network, and the one the session opens',
        querystring: getProfilesQuery,
        response: responses(profilesResponse),
      },
    },
    async (request) => ok(await getProfiles(app.db, currentSession(request))),
  );

  app.post(
    callUrl(CALLS.createProfile),
    {
      schema: {
        tags: ['Account'],
        summary:
          'Adds a profile (a name and first name) to the identity; Account/login.json then answers the ' +
          'profiles to choose from. 403 for a guest, 409 PROFILE_LIMIT past 10',
        body: createProfileBody,
        response: responses(createProfileResponse),
      },
    },
    async (request) => {
      const { name, firstname } = request.body;
      return ok({ profile: await createProfile(app.db, currentSession(request), { name, firstname }) });
    },
  );

  app.put(
    callUrl(CALLS.disableProfile),
    {
      schema: {
        tags: ['Account'],
        summary:
          'Disables another profile of the identity: its sessions end and login no longer offers it. ' +
          '403 FORBIDDEN for a profile not the identity’s (or missing), 409 PROFILE_IN_USE for the ' +
          'session’s own profile or the last enabled one',
        body: disableProfileBody,
        response: responses(emptyObject),
      },
    },
    async (request) => {
      await disableProfile(app.db, currentSession(request), request.body.profileId);
      return ok({});
    },
  );
};
