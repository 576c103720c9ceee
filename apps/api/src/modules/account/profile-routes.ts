/** Account/getProfiles.json, Account/createProfile.json, Account/disableProfile (spec §4, §7; decision 049). */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { createProfile, disableProfile, getProfiles } from './profiles.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getProfiles,
    {
      tags: ['Account'],
      summary: 'The enabled profiles of the identity on the network, and the one the session opens',
    },
    async (request) => ok(await getProfiles(app.db, currentSession(request))),
  );

  callRoute(
    app,
    CALLS.createProfile,
    {
      tags: ['Account'],
      summary:
        'Adds a profile (a name and first name) to the identity; Account/login.json then answers the ' +
        'profiles to choose from. 403 for a guest, 409 PROFILE_LIMIT past 10',
    },
    async (request) => {
      const { name, firstname } = request.body;
      return ok({ profile: await createProfile(app.db, currentSession(request), { name, firstname }) });
    },
  );

  callRoute(
    app,
    CALLS.disableProfile,
    {
      tags: ['Account'],
      summary:
        'Disables another profile of the identity: its sessions end and login no longer offers it. ' +
        '403 FORBIDDEN for a profile not the identity’s (or missing), 409 PROFILE_IN_USE for the ' +
        'session’s own profile or the last enabled one',
    },
    async (request) => {
      await disableProfile(app.db, currentSession(request), request.body.profileId);
      return ok({});
    },
  );
};
