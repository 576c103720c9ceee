/**
 * Money is a whole number of euro cents everywhere in the code. The spec's wire carries prices as
 * numeric strings ("12.50", spec §3 shopItemPromoPrice); they are read once, at the edge, here,
 * so that no sum is ever made of floats or strings.
 */

/** The largest price one item may carry: 1 000 000,00 €, far above any fare and far below 2^31. */
export const MAX_PRICE_CENTS = 100_000_000;

/** Units, then at most two decimals after a point: no sign, exponent, space or comma. */
const PRICE_PATTERN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * "12.5" and "12.50" are 1250 cents. Anything else than a non-negative decimal with at most two
 * decimals, up to MAX_PRICE_CENTS, is refused with null: a price we cannot read exactly is not
 * guessed at.
 */
export function parsePriceCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = PRICE_PATTERN.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of cents: ${cents}`);
  }
}

/** 1250 cents as the wire writes it: "12.50". */
export function formatPriceCents(cents: number): string {
  assertCents(cents, 'A price');
  const units = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${units}.${String(rest).padStart(2, '0')}`;
}

/**
 * An amount paid in `count` instalments: equal payments in whole cents, the cents left over
 * added to the first one, so the payments always add up to the amount.
 */
export function splitInstalments(totalCents: number, count: number): number[] {
  assertCents(totalCents, 'An amount');
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`An amount is paid in a whole, positive number of instalments: ${count}`);
  }
  const payment = Math.floor(totalCents / count);
  const remainder = totalCents - payment * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? payment + remainder : payment));
}
