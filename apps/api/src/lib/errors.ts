/**
 * Errors as values with a code of the catalogue (packages/domain) and an HTTP status. Services
 * throw them; the envelope plugin words them in the caller's language.
 */
import { ERROR_CODES, type ErrorCode } from '@oceane/domain';

const STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_SIGNATURE: 400,
  INVALID_JSON: 400,
  NESTING_TOO_DEEP: 400,
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_PASSWORD: 400,
  INVALID_RESET_CODE: 400,
  INVALID_VERIFICATION_CODE: 400,
  INVALID_ID_TOKEN: 401,
  PHOTO_TOO_SMALL: 400,
  PHOTO_CONSENT_REQUIRED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 404,
  NETWORK_NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  CARD_NOT_RECOGNIZED: 404,
  EMAIL_EXISTS: 409,
  CONFLICT: 409,
  CARD_ALREADY_YOURS: 409,
  CARD_OF_ANOTHER_ACCOUNT: 409,
  NO_PRODUCT_FOR_CONTRACT: 409,
  SALE_NOT_SETTLED: 409,
  CARD_EXPIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  PHOTO_TOO_LARGE: 413,
  PHOTO_DIMENSIONS_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  METHOD_NOT_ALLOWED: 405,
  HEADERS_TOO_LARGE: 431,
  PHOTO_NOT_AN_IMAGE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code] ?? 500;
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    /** Field path → message key, for a VALIDATION_ERROR. */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export { ERROR_CODES };
