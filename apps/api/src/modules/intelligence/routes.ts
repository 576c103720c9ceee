/**
 * Intelligence/sendGeolocation.json and the consent it needs (get and set), behind the auth hook;
 * the job that deletes positions a day old runs every hour unless JOBS=off. Decision 050.
 */
import { CALLS, geolocationConsentResponse, ok, sendGeolocationResponse } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { consentQuery, sendGeolocationBody, setConsentBody } from './schemas.js';
import {
  geolocationConsent,
  purgeOldGeolocations,
  sendGeolocation,
  setGeolocationConsent,
} from './service.js';

const tags = ['Geolocation'];

/** The retention job looks for positions past their day this often. */
export const GEOLOCATION_PURGE_INTERVAL_MS = 60 * 60_000;

function startPurgeJob(app: FastifyInstance) {
  startPeriodicJob(app, {
    everyMs: GEOLOCATION_PURGE_INTERVAL_MS,
    firstAfterMs: 60_000,
    failure: 'geolocation retention job: run failed, retried at the next one',
    run: async () => {
      const deleted = await purgeOldGeolocations(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'geolocation retention job: run done');
    },
  });
}

export const intelligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.jobs) startPurgeJob(app);

  app.post(
    callUrl(CALLS.sendGeolocation),
    {
      schema: {
        tags,
        summary:
          'Stores the caller’s position rounded to 0.01° (about 1 km), deleted 24 hours later; only with the ' +
          'consent of Intelligence/setGeolocationConsent.json, else 403 GEOLOCATION_CONSENT_REQUIRED and nothing stored',
        body: sendGeolocationBody,
        response: responses(sendGeolocationResponse),
      },
    },
    async (request) => {
      const { latitude, longitude } = request.body;
      return ok({
        geolocation: await sendGeolocation(app.db, currentSession(request), { latitude, longitude }),
      });
    },
  );

  app.get(
    callUrl(CALLS.getGeolocationConsent),
    {
      schema: {
        tags,
        summary: 'Whether the caller agreed to share a coarse position (off until agreed)',
        querystring: consentQuery,
        response: responses(geolocationConsentResponse),
      },
    },
    async (request) => ok({ consent: await geolocationConsent(app.db, currentSession(request)) }),
  );

  app.post(
    callUrl(CALLS.setGeolocationConsent),
    {
      schema: {
        tags,
        summary: 'Gives or withdraws the consent; withdrawing deletes the positions already stored',
        body: setConsentBody,
        response: responses(geolocationConsentResponse),
      },
    },
    async (request) =>
      ok({ consent: await setGeolocationConsent(app.db, currentSession(request), request.body.granted) }),
  );
};
