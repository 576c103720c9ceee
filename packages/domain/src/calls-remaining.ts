/** The calls of one area of the table (calls.ts): the school pass sticker and the coarse geolocation (issue 11). */
import type { Call } from './calls.js';

export const REMAINING_CALLS = {
  // Anyone checking a pass (a school, an inspector) may decode a sticker's code: signed, no session.
  decodeVignette: { method: 'POST', path: 'Vignette/decode', access: 'public' },
  vignetteSticker: {
    method: 'GET',
    path: 'Vignette/sticker',
    access: 'session',
    bytes: true,
    ownedIds: ['contractId'],
  },
  sendGeolocation: { method: 'POST', path: 'Intelligence/sendGeolocation.json', access: 'session' },
  getGeolocationConsent: {
    method: 'GET',
    path: 'Intelligence/getGeolocationConsent.json',
    access: 'session',
  },
  setGeolocationConsent: {
    method: 'POST',
    path: 'Intelligence/setGeolocationConsent.json',
    access: 'session',
  },
} as const satisfies Record<string, Call>;
