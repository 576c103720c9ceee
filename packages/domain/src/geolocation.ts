/**
 * Intelligence/sendGeolocation.json (issue 11, decision 050): a position is taken only with the
 * account's consent, stored coarse and kept a short time.
 */
import { z } from 'zod';

/** Positions are rounded to this many decimals of a degree: 0.01° is about 1.1 km north–south. */
export const GEOLOCATION_DECIMALS = 2;
/** A stored position is deleted this long after it was received. */
export const GEOLOCATION_RETENTION_HOURS = 24;

/** A coordinate rounded to the stored precision (about a kilometre). */
export function coarseCoordinate(value: number): number {
  const factor = 10 ** GEOLOCATION_DECIMALS;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export const geolocationConsentSchema = z.object({
  granted: z.boolean(),
  grantedAt: z.string().nullable().describe('When the consent was given; null without consent'),
});
export type GeolocationConsent = z.infer<typeof geolocationConsentSchema>;
export const geolocationConsentResponse = z.object({ consent: geolocationConsentSchema });

export const storedGeolocationSchema = z.object({
  latitude: z.number().describe('Rounded to 0.01°'),
  longitude: z.number().describe('Rounded to 0.01°'),
  recordedAt: z.string(),
  deleteAfter: z.string().describe('The position is deleted from this moment on'),
});
export const sendGeolocationResponse = z.object({ geolocation: storedGeolocationSchema });
