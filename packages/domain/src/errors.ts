/** The error catalogue (spec §8) as codes, and the response envelope every /api call answers with. */

export const ERROR_CODES = {
  BAD_SIGNATURE: 'BAD_SIGNATURE',
  INVALID_JSON: 'INVALID_JSON',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  INVALID_ID_TOKEN: 'INVALID_ID_TOKEN',
  INVALID_RESET_CODE: 'INVALID_RESET_CODE',
  INVALID_VERIFICATION_CODE: 'INVALID_VERIFICATION_CODE',
  NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  PROFILE_NOT_FOUND: 'PROFILE_NOT_FOUND',
  CARD_NOT_RECOGNIZED: 'CARD_NOT_RECOGNIZED',
  CARD_ALREADY_YOURS: 'CARD_ALREADY_YOURS',
  CARD_OF_ANOTHER_ACCOUNT: 'CARD_OF_ANOTHER_ACCOUNT',
  PHOTO_NOT_AN_IMAGE: 'PHOTO_NOT_AN_IMAGE',
  PHOTO_TOO_LARGE: 'PHOTO_TOO_LARGE',
  PHOTO_TOO_SMALL: 'PHOTO_TOO_SMALL',
  PHOTO_DIMENSIONS_TOO_LARGE: 'PHOTO_DIMENSIONS_TOO_LARGE',
  PHOTO_CONSENT_REQUIRED: 'PHOTO_CONSENT_REQUIRED',
  NO_PRODUCT_FOR_CONTRACT: 'NO_PRODUCT_FOR_CONTRACT',
  SALE_NOT_SETTLED: 'SALE_NOT_SETTLED',
  CARD_EXPIRED: 'CARD_EXPIRED',
  // Client-side failures (spec §8 "Client failures").
  ERR_RESPONSE_ERROR: 'ERR_RESPONSE_ERROR',
  NO_USER_IN_RESPONSE: 'NO_USER_IN_RESPONSE',
  PROFILES: 'PROFILES',
  CONNECTION: 'CONNECTION',
  TIMEOUT: 'TIMEOUT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export type ApiError = {
  code: string;
  message: string;
  /** Field path → message key of validation.ts, for a VALIDATION_ERROR. */
  fields?: Record<string, string>;
};

export type OkEnvelope<T> = { status: 'ok'; response: T };
export type KoEnvelope = { status: 'ko'; error: ApiError };
export type Envelope<T> = OkEnvelope<T> | KoEnvelope;

export function ok<T>(response: T): OkEnvelope<T> {
  return { status: 'ok', response };
}

export function ko(error: ApiError): KoEnvelope {
  return { status: 'ko', error };
}
