/**
 * Errors as values with a code of the catalogue (packages/domain) and an HTTP status. Services
 * throw them; the envelope plugin words them in the caller's language.
 */
import {
  ERROR_CODES,
  ERROR_STATUS,
  type ApiErrorItem,
  type ErrorCode,
  type ErrorDetails,
} from '@oceane/domain';

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code] ?? 500;
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    /** Field path → message key, for a VALIDATION_ERROR. */
    readonly fields?: Record<string, string>,
    /** Figures the message depends on (the attempts left before a lock). */
    readonly details?: ErrorDetails,
    /** The cart item the refusal concerns (Order/computeAmount.json, Order/create.json). */
    readonly item?: ApiErrorItem,
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
