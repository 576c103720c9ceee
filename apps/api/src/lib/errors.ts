/**
 * Errors as values with a code of the catalogue (packages/domain) and an HTTP status. Services
 * throw them; the envelope plugin words them in the caller's language.
 */
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@oceane/domain';

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code] ?? 500;
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    /** Field path → message key, for a VALIDATION_ERROR. */
    readonly fields?: Record<string, string>,
    /** What the message names (a day as YYYY-MM-DD), put in its text and answered as `values`. */
    readonly values?: Record<string, string>,
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
