/**
 * The contract of calls-remaining.ts (decision 050): the school pass sticker (its code decoded by
 * anyone checking a pass; its PNG, bytes, for the pass's owner) and the coarse geolocation with
 * its consent.
 */
import { z } from 'zod';
import { geolocationConsentResponse, sendGeolocationResponse } from '../geolocation.js';
import { vignetteDecodeResponse } from '../school-pass.js';
import { idField, publicRequest, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

export const REMAINING_CONTRACT = {
  decodeVignette: {
    request: publicRequest({
      // Typed by hand or read from the QR code: spaces and dashes are allowed, and cut.
      code: z.string().trim().min(1).max(40).describe('The sticker’s code, e.g. 1F7Q-X3M9-TPA2'),
    }),
    response: vignetteDecodeResponse,
  },
  /** The sticker as a PNG. */
  vignetteSticker: { request: sessionRequest({ contractId: idField }), response: BYTES },
  sendGeolocation: {
    request: sessionRequest({
      latitude: z.number().min(-90).max(90).describe('Degrees (WGS 84); stored rounded to 0.01°'),
      longitude: z.number().min(-180).max(180).describe('Degrees (WGS 84); stored rounded to 0.01°'),
    }),
    response: sendGeolocationResponse,
  },
  getGeolocationConsent: { request: sessionRequest({}), response: geolocationConsentResponse },
  setGeolocationConsent: {
    request: sessionRequest({
      granted: z
        .boolean()
        .describe('true to agree to share a coarse position, false to withdraw (positions deleted)'),
    }),
    response: geolocationConsentResponse,
  },
} as const satisfies AreaContract;
