/**
 * Intelligence/sendGeolocation.json and the consent it needs (get and set), behind the auth hook.
 * Decision 050; the job that deletes positions a day old is in src/jobs.ts.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { geolocationConsent, sendGeolocation, setGeolocationConsent } from './service.js';

const tags = ['Geolocation'];

export const intelligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.sendGeolocation,
    {
      tags,
      summary:
        'Stores the caller’s position rounded to 0.01° (about 1 km), deleted 24 hours later; only with the ' +
        'consent of Intelligence/setGeolocationConsent.json, else 403 GEOLOCATION_CONSENT_REQUIRED and nothing stored',
    },
    async (request) => {
      const { latitude, longitude } = request.body;
      return ok({
        geolocation: await sendGeolocation(app.db, currentSession(request), { latitude, longitude }),
      });
    },
  );

  callRoute(
    app,
    CALLS.getGeolocationConsent,
    {
      tags,
      summary: 'Whether the caller agreed to share a coarse position (off until agreed)',
    },
    async (request) => ok({ consent: await geolocationConsent(app.db, currentSession(request)) }),
  );

  callRoute(
    app,
    CALLS.setGeolocationConsent,
    {
      tags,
      summary: 'Gives or withdraws the consent; withdrawing deletes the positions already stored',
    },
    async (request) =>
      ok({ consent: await setGeolocationConsent(app.db, currentSession(request), request.body.granted) }),
  );
};
