/** Schemas of Intelligence/sendGeolocation.json and the geolocation consent calls. */
import { z } from 'zod';
import { localeField, userTokenField } from '../../lib/schemas.js';

export const sendGeolocationBody = z.strictObject({
  userToken: userTokenField,
  latitude: z.number().min(-90).max(90).describe('Degrees (WGS 84); stored rounded to 0.01°'),
  longitude: z.number().min(-180).max(180).describe('Degrees (WGS 84); stored rounded to 0.01°'),
  locale: localeField,
});

export const consentQuery = z.strictObject({ userToken: userTokenField, locale: localeField });

export const setConsentBody = z.strictObject({
  userToken: userTokenField,
  granted: z
    .boolean()
    .describe('true to agree to share a coarse position, false to withdraw (positions deleted)'),
  locale: localeField,
});
