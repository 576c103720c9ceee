/**
 * The client failures of spec §8 as values with codes: what went wrong (`kind`), the catalogue
 * `code`, and the server's `message`. The screens turn them into the user's language.
 */
import type { ApiErrorItem, ERROR_CODES, ErrorDetails } from '@oceane/domain';

/**
 * The codes the client sets itself, spelled here rather than read from ERROR_CODES: every page of
 * a first visit loads this file and the transport, and one property read of ERROR_CODES brings the
 * whole catalogue with it (about 1.5 KiB brotli on the home page; bench/weights.mjs). The type
 * keeps each one equal to the catalogue's.
 */
export const CLIENT_CODES = {
  CONNECTION: 'CONNECTION',
  TIMEOUT: 'TIMEOUT',
  PROFILES: 'PROFILES',
  NO_USER_IN_RESPONSE: 'NO_USER_IN_RESPONSE',
  ERR_RESPONSE_ERROR: 'ERR_RESPONSE_ERROR',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
} as const satisfies { [Code in keyof typeof ERROR_CODES]?: (typeof ERROR_CODES)[Code] };

export type FailureKind = 'network error' | 'request aborted' | 'timeout' | 'bad request' | 'bad response';

export const FALLBACK_MESSAGE = 'Request failed with error';

export class ApiClientError extends Error {
  override name = 'ApiClientError';
  readonly code: string;
  readonly kind: FailureKind;
  readonly status: number | undefined;
  /** Field path → validation message key, for a VALIDATION_ERROR. */
  readonly fields: Record<string, string> | undefined;
  /** Figures the message depends on: the attempts left before a lock (attemptsLeftOf). */
  readonly details: ErrorDetails | undefined;
  /** The cart item a refusal of the amount or the order concerns (decision 061). */
  readonly item: ApiErrorItem | undefined;
  /** What the message names, as data (CARD_ALREADY_COVERED's coveredUntil, a YYYY-MM-DD day). */
  readonly values: Record<string, string> | undefined;
  /** The request's id (X-Request-Id), for the passenger to quote to the mobility centre. */
  readonly requestId: string | undefined;

  constructor(init: {
    message: string;
    code: string;
    kind: FailureKind;
    status?: number;
    fields?: Record<string, string>;
    details?: ErrorDetails;
    item?: ApiErrorItem;
    values?: Record<string, string>;
    requestId?: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.kind = init.kind;
    this.status = init.status;
    this.fields = init.fields;
    this.details = init.details;
    this.item = init.item;
    this.values = init.values;
    this.requestId = init.requestId;
  }
}

/** The connection was refused or reset: fetch itself failed. */
export class ConnectionError extends ApiClientError {
  override name = 'ConnectionError';
  constructor(cause?: unknown) {
    super({ message: 'Connection failed', code: CLIENT_CODES.CONNECTION, kind: 'network error', cause });
  }
}

/** The request was aborted because it ran past its timeout. */
export class TimeoutError extends ApiClientError {
  override name = 'TimeoutError';
  constructor(timeoutMs: number, cause?: unknown) {
    super({
      message: `Request timeout after ${timeoutMs} ms`,
      code: CLIENT_CODES.TIMEOUT,
      kind: 'timeout',
      cause,
    });
  }
}

export type LoginProfile = { userId: string | number; userName?: string; userLastname?: string };

/** Account/login.json answered a list of profiles instead of a user: the user picks one. */
export class ProfilesError extends ApiClientError {
  override name = 'ProfilesError';
  readonly profiles: LoginProfile[];
  constructor(profiles: LoginProfile[]) {
    super({ message: 'Several profiles', code: CLIENT_CODES.PROFILES, kind: 'bad request' });
    this.profiles = profiles;
  }
}

/** Account/login.json answered neither a user nor profiles. */
export class NoUserError extends ApiClientError {
  override name = 'NoUserError';
  constructor() {
    super({
      message: 'The response did not contain the user',
      code: CLIENT_CODES.NO_USER_IN_RESPONSE,
      kind: 'bad response',
    });
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}
