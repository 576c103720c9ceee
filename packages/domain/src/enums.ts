/** Backend enumerations of spec §3, with the arithmetic that belongs to them. */

export const LEGACY_ORDER_STATUSES = [
  'COMPLETED',
  'CANCELED',
  'ERROR',
  'PENDING',
  'PROCESSING',
  'REGULARIZATION',
] as const;
export type LegacyOrderStatus = (typeof LEGACY_ORDER_STATUSES)[number];

export const ORDER_PROCESS_STATUSES = ['PROCESSING', 'TO_PROCESS', 'PROCESSED'] as const;
export type OrderProcessStatus = (typeof ORDER_PROCESS_STATUSES)[number];

export const ORDER_ORIGIN_TYPES = ['APP', 'ESHOP', 'SCHOOL', 'RETAIL'] as const;
export type OrderOriginType = (typeof ORDER_ORIGIN_TYPES)[number];

export const DISCOUNT_TYPES = ['AMOUNT', 'RATIO', 'ARTICLE_AMOUNT', 'ARTICLE_RATIO', 'GIFT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const PAYMENT_METHODS = ['CARD', 'TRANSFER', 'DEPOSIT', 'CASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TRANSFER_STATUSES = ['PENDING', 'ERROR', 'DONE'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const PRODUCT_PIVOT_TYPES = ['DAY_PIVOT', 'WEEK_PIVOT', 'MONTH_PIVOT'] as const;
export type ProductPivotType = (typeof PRODUCT_PIVOT_TYPES)[number];

export const ACTION_TYPES = [
  'LEGACY_PASSWORD_CHANGE',
  'LEGACY_EMAIL_VERIFICATION',
  'LEGACY_ACCOUNT_ANONYMIZATION',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const DOCUMENT_STATUSES = ['PENDING', 'VALID', 'INVALID'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const HOLDER_GENDERS = ['MADAME', 'MONSIEUR'] as const;
export type HolderGender = (typeof HOLDER_GENDERS)[number];

/** Socio-professional categories of a card holder (spec §3); LOCAL_TRANSPORT is the network's staff. */
export const SOCIO_PROFESSIONAL_CATEGORIES = [
  'STUDENT',
  'EMPLOYEE',
  'JOBSEEKER',
  'UNEMPLOYED',
  'RETIRED',
  'POLICE',
  'ELECTED',
  'YOUNG',
  'JUNIOR',
  'SCHOOL',
  'LOCAL_TRANSPORT',
] as const;
export type SocioProfessionalCategory = (typeof SOCIO_PROFESSIONAL_CATEGORIES)[number];

export const TRANSPORT_MODES = ['BUS', 'BOAT', 'BIKE', 'CAR_SHARING'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** ISO 8601 durations of subscription renewals, with the calendar step each one means. */
export const RENEWAL_INTERVALS = {
  P7D: { days: 7 },
  P14D: { days: 14 },
  P1M: { months: 1 },
  P6M: { months: 6 },
  P1Y: { months: 12 },
} as const satisfies Record<string, { days: number } | { months: number }>;
export type RenewalInterval = keyof typeof RENEWAL_INTERVALS;
export const RENEWAL_INTERVAL_CODES = Object.keys(RENEWAL_INTERVALS) as RenewalInterval[];

/**
 * The date one renewal interval after `start`, in UTC. Month steps keep the day of month and
 * clamp to the last day of a shorter month (31 January + P1M = 28 or 29 February), as a
 * passenger reads "one month".
 */
export function addRenewalInterval(start: Date, interval: RenewalInterval): Date {
  const step: { days: number } | { months: number } = RENEWAL_INTERVALS[interval];
  if ('days' in step) {
    return new Date(start.getTime() + step.days * 86_400_000);
  }
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + step.months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(start.getTime());
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return result;
}

/** Length of one renewal interval in whole days, counted from `start`. */
export function renewalIntervalDays(start: Date, interval: RenewalInterval): number {
  return Math.round((addRenewalInterval(start, interval).getTime() - start.getTime()) / 86_400_000);
}
