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

/** What a refusal carries beside its code and fields, each answered as such in the envelope. */
export type ErrorExtras = {
  /** Figures the message depends on (the attempts left before a lock, decision 063). */
  details?: ErrorDetails;
  /** The cart item the refusal concerns (Order/computeAmount.json, Order/create.json; decision 061). */
  item?: ApiErrorItem;
  /** What the message names (a day as YYYY-MM-DD), put in its text and answered as `values` (decision 060). */
  values?: Record<string, string>;
};

export class AppError extends Error {
  readonly statusCode: number;
  readonly details?: ErrorDetails;
  readonly item?: ApiErrorItem;
  readonly values?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    /** Field path → message key, for a VALIDATION_ERROR. */
    readonly fields?: Record<string, string>,
    extras: ErrorExtras = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
    this.details = extras.details;
    this.item = extras.item;
    this.values = extras.values;
  }

  /** The extras this error carries, to pass on to another error or to the envelope. */
  get extras(): ErrorExtras {
    return {
      ...(this.details ? { details: this.details } : {}),
      ...(this.item ? { item: this.item } : {}),
      ...(this.values ? { values: this.values } : {}),
    };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export { ERROR_CODES };
