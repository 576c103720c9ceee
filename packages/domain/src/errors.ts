/** The error catalogue (spec §8) as codes, and the response envelope every /api call answers with. */

export const ERROR_CODES = {
  BAD_SIGNATURE: 'BAD_SIGNATURE',
  INVALID_JSON: 'INVALID_JSON',
  NESTING_TOO_DEEP: 'NESTING_TOO_DEEP',
  BAD_REQUEST: 'BAD_REQUEST',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
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
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  INVALID_ID_TOKEN: 'INVALID_ID_TOKEN',
  INVALID_RESET_CODE: 'INVALID_RESET_CODE',
  INVALID_VERIFICATION_CODE: 'INVALID_VERIFICATION_CODE',
  // Pairing a device or linking an external identity wants a proven address (decision 057).
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  PROFILE_NOT_FOUND: 'PROFILE_NOT_FOUND',
  // Sign-in with an external provider (docs/decisions/048-external-sign-in.md).
  AUTH_PROVIDER_NOT_FOUND: 'AUTH_PROVIDER_NOT_FOUND',
  AUTH_PROVIDER_UNAVAILABLE: 'AUTH_PROVIDER_UNAVAILABLE',
  INVALID_AUTHORIZATION_STATE: 'INVALID_AUTHORIZATION_STATE',
  EXTERNAL_SIGN_IN_FAILED: 'EXTERNAL_SIGN_IN_FAILED',
  EXTERNAL_IDENTITY_NOT_LINKED: 'EXTERNAL_IDENTITY_NOT_LINKED',
  EXTERNAL_IDENTITY_IN_USE: 'EXTERNAL_IDENTITY_IN_USE',
  // A trip to the provider bound to its browser and purpose (docs/decisions/055-external-sign-in-binding.md).
  AUTHORIZATION_STATE_OTHER_BROWSER: 'AUTHORIZATION_STATE_OTHER_BROWSER',
  EXTERNAL_SIGN_IN_MISMATCH: 'EXTERNAL_SIGN_IN_MISMATCH',
  PROFILE_IN_USE: 'PROFILE_IN_USE',
  PROFILE_LIMIT: 'PROFILE_LIMIT',
  INVALID_ERASURE_CODE: 'INVALID_ERASURE_CODE',
  ERASURE_OUTSTANDING_PAYMENTS: 'ERASURE_OUTSTANDING_PAYMENTS',
  CARD_NOT_RECOGNIZED: 'CARD_NOT_RECOGNIZED',
  CARD_ALREADY_YOURS: 'CARD_ALREADY_YOURS',
  CARD_OF_ANOTHER_ACCOUNT: 'CARD_OF_ANOTHER_ACCOUNT',
  // The guest reload (docs/decisions/054-guest-reload.md).
  CARD_HELD_BY_ACCOUNT: 'CARD_HELD_BY_ACCOUNT',
  PHOTO_NOT_AN_IMAGE: 'PHOTO_NOT_AN_IMAGE',
  PHOTO_TOO_LARGE: 'PHOTO_TOO_LARGE',
  PHOTO_TOO_SMALL: 'PHOTO_TOO_SMALL',
  PHOTO_DIMENSIONS_TOO_LARGE: 'PHOTO_DIMENSIONS_TOO_LARGE',
  PHOTO_CONSENT_REQUIRED: 'PHOTO_CONSENT_REQUIRED',
  NO_PRODUCT_FOR_CONTRACT: 'NO_PRODUCT_FOR_CONTRACT',
  SALE_NOT_SETTLED: 'SALE_NOT_SETTLED',
  CARD_EXPIRED: 'CARD_EXPIRED',
  // The money path (docs/decisions/025-checkout-and-payment.md).
  PRODUCT_NOT_FOR_CARD: 'PRODUCT_NOT_FOR_CARD',
  QUANTITY_NOT_ALLOWED: 'QUANTITY_NOT_ALLOWED',
  DUPLICATE_REQUEST_CLOSED: 'DUPLICATE_REQUEST_CLOSED',
  // A fee missing from the catalogue, each told in its own words (issue 23, decision 061).
  DUPLICATE_FEE_UNAVAILABLE: 'DUPLICATE_FEE_UNAVAILABLE',
  CARD_CREATION_FEE_UNAVAILABLE: 'CARD_CREATION_FEE_UNAVAILABLE',
  VOUCHER_INVALID: 'VOUCHER_INVALID',
  // A voucher's limits set by the back office (docs/decisions/056-demo-data-and-voucher-limits.md).
  VOUCHER_ALREADY_USED: 'VOUCHER_ALREADY_USED',
  VOUCHER_MINIMUM_NOT_REACHED: 'VOUCHER_MINIMUM_NOT_REACHED',
  VOUCHER_ACCOUNT_ONLY: 'VOUCHER_ACCOUNT_ONLY',
  INSTALMENTS_NOT_ALLOWED: 'INSTALMENTS_NOT_ALLOWED',
  AMOUNT_CHANGED: 'AMOUNT_CHANGED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  ORDER_ALREADY_PAID: 'ORDER_ALREADY_PAID',
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  CARD_EXPIRES_BEFORE_SCHEDULE: 'CARD_EXPIRES_BEFORE_SCHEDULE',
  PAYMENT_REFUSED: 'PAYMENT_REFUSED',
  BAD_NOTIFICATION_SIGNATURE: 'BAD_NOTIFICATION_SIGNATURE',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  UNSUPPORTED_ACTION: 'UNSUPPORTED_ACTION',
  INVOICE_NOT_READY: 'INVOICE_NOT_READY',
  ORDER_CANCELED_REFUNDED: 'ORDER_CANCELED_REFUNDED',
  // The proofs of a new-card request (docs/decisions/039-documents-and-proofs.md).
  DOCUMENT_NOT_ACCEPTED: 'DOCUMENT_NOT_ACCEPTED',
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  DOCUMENT_TYPE_UNKNOWN: 'DOCUMENT_TYPE_UNKNOWN',
  DOCUMENTS_REQUIRED: 'DOCUMENTS_REQUIRED',
  DOCUMENT_NOT_REPLACEABLE: 'DOCUMENT_NOT_REPLACEABLE',
  DOCUMENT_LINK_EXPIRED: 'DOCUMENT_LINK_EXPIRED',
  // The review queue: another agent holds the item (decision 072).
  REVIEW_HELD: 'REVIEW_HELD',
  // Card production: the card is not at the step the action starts from (decision 074).
  PRODUCTION_STEP_CONFLICT: 'PRODUCTION_STEP_CONFLICT',
  // The new-card request (docs/decisions/041-new-card-request.md).
  PRODUCT_NOT_FOR_HOLDER: 'PRODUCT_NOT_FOR_HOLDER',
  PHOTO_REQUIRED: 'PHOTO_REQUIRED',
  COLLECT_SITE_UNKNOWN: 'COLLECT_SITE_UNKNOWN',
  CARD_REQUEST_CLOSED: 'CARD_REQUEST_CLOSED',
  // Device pairing (docs/decisions/047-device-pairing.md).
  PAIRING_CODE_INVALID: 'PAIRING_CODE_INVALID',
  // Saved payment cards and bike reservations (docs/decisions/046-payment-cards-and-bike-reservations.md).
  PAYMENT_CARD_IN_USE: 'PAYMENT_CARD_IN_USE',
  BIKE_PIN_INVALID: 'BIKE_PIN_INVALID',
  BIKE_PIN_NOT_SET: 'BIKE_PIN_NOT_SET',
  BIKE_PIN_LOCKED: 'BIKE_PIN_LOCKED',
  // The network's stops and trips (docs/decisions/045-notifications-and-transit.md).
  STOP_NOT_FOUND: 'STOP_NOT_FOUND',
  SAME_ORIGIN_AND_DESTINATION: 'SAME_ORIGIN_AND_DESTINATION',
  // School pass stickers and geolocation (docs/decisions/050-school-passes-and-geolocation.md).
  NOT_A_SCHOOL_PASS: 'NOT_A_SCHOOL_PASS',
  GEOLOCATION_CONSENT_REQUIRED: 'GEOLOCATION_CONSENT_REQUIRED',
  // A subscription moved to another card (docs/decisions/064-subscription-changes-and-records.md).
  CARD_OF_ANOTHER_HOLDER: 'CARD_OF_ANOTHER_HOLDER',
  SUBSCRIPTION_OVERLAP: 'SUBSCRIPTION_OVERLAP',
  // Pass periods on one card (docs/decisions/060-pass-periods.md).
  CARD_ALREADY_COVERED: 'CARD_ALREADY_COVERED',
  SUBSCRIPTION_ALREADY_IN_CART: 'SUBSCRIPTION_ALREADY_IN_CART',
  // Reduced fares rest on proofs, not on what is typed (docs/decisions/058-reduced-fares-and-proofs.md).
  BIRTHDATE_NOT_CHANGEABLE: 'BIRTHDATE_NOT_CHANGEABLE',
  FARE_PROOF_REQUIRED: 'FARE_PROOF_REQUIRED',
  // The back office's second factor (docs/decisions/070-staff-roles-second-factor-audit.md).
  SECOND_FACTOR_REQUIRED: 'SECOND_FACTOR_REQUIRED',
  INVALID_SECOND_FACTOR_CODE: 'INVALID_SECOND_FACTOR_CODE',
  SECOND_FACTOR_ALREADY_ENROLLED: 'SECOND_FACTOR_ALREADY_ENROLLED',
  SECOND_FACTOR_NOT_ENROLLED: 'SECOND_FACTOR_NOT_ENROLLED',
  // The staff accounts managed by supervisors (docs/decisions/078-staff-team-and-sealed-totp.md).
  LAST_SUPERVISOR: 'LAST_SUPERVISOR',
  STAFF_ACCOUNT_DISABLED: 'STAFF_ACCOUNT_DISABLED',
  // Refunds and credit notes of the back office (docs/decisions/075-refunds-and-credit-notes.md).
  REFUND_EXCEEDS_PAID: 'REFUND_EXCEEDS_PAID',
  REFUND_NEEDS_SUPERVISOR: 'REFUND_NEEDS_SUPERVISOR',
  // Client-side failures (spec §8 "Client failures").
  ERR_RESPONSE_ERROR: 'ERR_RESPONSE_ERROR',
  NO_USER_IN_RESPONSE: 'NO_USER_IN_RESPONSE',
  PROFILES: 'PROFILES',
  CONNECTION: 'CONNECTION',
  TIMEOUT: 'TIMEOUT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * A promo code refused for this cart or this account: the portal drops it from the cart and says
 * why at its field, the cart itself staying payable without it.
 */
export const VOUCHER_REFUSALS: readonly ErrorCode[] = [
  ERROR_CODES.VOUCHER_INVALID,
  ERROR_CODES.VOUCHER_ALREADY_USED,
  ERROR_CODES.VOUCHER_MINIMUM_NOT_REACHED,
  ERROR_CODES.VOUCHER_ACCOUNT_ONLY,
];

export function isVoucherRefusal(code: string | undefined): boolean {
  return code !== undefined && (VOUCHER_REFUSALS as readonly string[]).includes(code);
}

/**
 * The HTTP status of each code the api answers (the client-side codes of spec §8 have none). The
 * api's envelope, the docs' error table and the tests read it from here.
 */
export const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
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
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 404,
  NETWORK_NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  AUTH_PROVIDER_NOT_FOUND: 404,
  AUTH_PROVIDER_UNAVAILABLE: 503,
  INVALID_AUTHORIZATION_STATE: 400,
  EXTERNAL_SIGN_IN_FAILED: 401,
  EXTERNAL_IDENTITY_NOT_LINKED: 404,
  EXTERNAL_IDENTITY_IN_USE: 409,
  AUTHORIZATION_STATE_OTHER_BROWSER: 403,
  EXTERNAL_SIGN_IN_MISMATCH: 403,
  PROFILE_IN_USE: 409,
  PROFILE_LIMIT: 409,
  INVALID_ERASURE_CODE: 400,
  ERASURE_OUTSTANDING_PAYMENTS: 409,
  CARD_NOT_RECOGNIZED: 404,
  EMAIL_EXISTS: 409,
  CONFLICT: 409,
  CARD_ALREADY_YOURS: 409,
  CARD_OF_ANOTHER_ACCOUNT: 409,
  CARD_HELD_BY_ACCOUNT: 409,
  NO_PRODUCT_FOR_CONTRACT: 409,
  SALE_NOT_SETTLED: 409,
  CARD_EXPIRED: 409,
  PRODUCT_NOT_FOR_CARD: 409,
  QUANTITY_NOT_ALLOWED: 409,
  DUPLICATE_REQUEST_CLOSED: 409,
  DUPLICATE_FEE_UNAVAILABLE: 409,
  CARD_CREATION_FEE_UNAVAILABLE: 409,
  VOUCHER_INVALID: 409,
  VOUCHER_ALREADY_USED: 409,
  VOUCHER_MINIMUM_NOT_REACHED: 409,
  VOUCHER_ACCOUNT_ONLY: 409,
  INSTALMENTS_NOT_ALLOWED: 409,
  AMOUNT_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_NOT_PAYABLE: 409,
  CARD_EXPIRES_BEFORE_SCHEDULE: 409,
  PAYMENT_REFUSED: 402,
  BAD_NOTIFICATION_SIGNATURE: 401,
  UNSUPPORTED_ACTION: 400,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  INVOICE_NOT_READY: 409,
  ORDER_CANCELED_REFUNDED: 409,
  DOCUMENT_TYPE_UNKNOWN: 400,
  DOCUMENTS_REQUIRED: 409,
  DOCUMENT_NOT_REPLACEABLE: 409,
  REVIEW_HELD: 409,
  PRODUCTION_STEP_CONFLICT: 409,
  DOCUMENT_LINK_EXPIRED: 410,
  DOCUMENT_TOO_LARGE: 413,
  DOCUMENT_NOT_ACCEPTED: 415,
  PRODUCT_NOT_FOR_HOLDER: 409,
  PHOTO_REQUIRED: 400,
  COLLECT_SITE_UNKNOWN: 400,
  CARD_REQUEST_CLOSED: 409,
  PAIRING_CODE_INVALID: 400,
  PAYMENT_CARD_IN_USE: 409,
  BIKE_PIN_INVALID: 400,
  BIKE_PIN_NOT_SET: 409,
  BIKE_PIN_LOCKED: 429,
  STOP_NOT_FOUND: 404,
  SAME_ORIGIN_AND_DESTINATION: 400,
  PAYLOAD_TOO_LARGE: 413,
  PHOTO_TOO_LARGE: 413,
  PHOTO_DIMENSIONS_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  METHOD_NOT_ALLOWED: 405,
  HEADERS_TOO_LARGE: 431,
  PHOTO_NOT_AN_IMAGE: 415,
  NOT_A_SCHOOL_PASS: 409,
  GEOLOCATION_CONSENT_REQUIRED: 403,
  CARD_OF_ANOTHER_HOLDER: 409,
  SUBSCRIPTION_OVERLAP: 409,
  CARD_ALREADY_COVERED: 409,
  SUBSCRIPTION_ALREADY_IN_CART: 409,
  BIRTHDATE_NOT_CHANGEABLE: 409,
  FARE_PROOF_REQUIRED: 409,
  SECOND_FACTOR_REQUIRED: 403,
  INVALID_SECOND_FACTOR_CODE: 400,
  SECOND_FACTOR_ALREADY_ENROLLED: 409,
  SECOND_FACTOR_NOT_ENROLLED: 409,
  LAST_SUPERVISOR: 409,
  STAFF_ACCOUNT_DISABLED: 403,
  REFUND_EXCEEDS_PAID: 409,
  REFUND_NEEDS_SUPERVISOR: 403,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The cart item a refusal of Order/computeAmount.json or Order/create.json concerns (issue 23,
 * decision 061): its place in the request's `items` (the first, when the api merged several into
 * one article), its type and shop item, so that the portal names the line the passenger may
 * remove. No card or request id: another account's card answers exactly as a missing one.
 */
export type ApiErrorItem = { index: number; type: string; shopItemId: number };

export type ApiError = {
  code: string;
  message: string;
  /** Field path → message key of validation.ts, for a VALIDATION_ERROR. */
  fields?: Record<string, string>;
  /** Figures the message depends on, such as the attempts left before a lock (AttemptsLeft). */
  details?: ErrorDetails;
  /** The cart item the refusal concerns, when it concerns one. */
  item?: ApiErrorItem;
  /** What the message names, as data (a day as YYYY-MM-DD): CARD_ALREADY_COVERED's `coveredUntil`. */
  values?: Record<string, string>;
  /** The request's id (its X-Request-Id), for the passenger to quote to the mobility centre. */
  requestId?: string;
};
export type ErrorDetails = Record<string, string | number>;

/**
 * Beside a refusal that counts towards a lock (a wrong card at association or guest reload,
 * decision 063): how many attempts are left, and how long the lock lasts once none is.
 */
export type AttemptsLeft = {
  /** 0: the next attempt is refused (429 RATE_LIMITED) for `lockMinutes`. */
  remainingAttempts: number;
  /** The lock's length in minutes; with no attempt left, the minutes until the next one. */
  lockMinutes: number;
};

/** The attempts left that an error carries in its details, or null. */
export function attemptsLeftOf(error: unknown): AttemptsLeft | null {
  const details = (error as { details?: unknown } | null | undefined)?.details;
  if (typeof details !== 'object' || details === null) return null;
  const { remainingAttempts, lockMinutes } = details as Record<string, unknown>;
  const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
  return count(remainingAttempts) && count(lockMinutes)
    ? { remainingAttempts: remainingAttempts as number, lockMinutes: lockMinutes as number }
    : null;
}

export type OkEnvelope<T> = { status: 'ok'; response: T };
export type KoEnvelope = { status: 'ko'; error: ApiError };
export type Envelope<T> = OkEnvelope<T> | KoEnvelope;

export function ok<T>(response: T): OkEnvelope<T> {
  return { status: 'ok', response };
}

export function ko(error: ApiError): KoEnvelope {
  return { status: 'ko', error };
}
