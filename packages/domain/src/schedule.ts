/**
 * The instalment schedule of an order and the VAT its total holds (docs/decisions/028): whole
 * cents, the cents left over on the first payment, then the same day of each following month,
 * the month's last day when it is shorter. Pure arithmetic on integers and calendar dates.
 */
import { splitInstalments } from './money.js';
import type { ScheduledPayment } from './orders.js';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function readDate(date: string): { year: number; month: number; day: number } {
  const match = DATE_PATTERN.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`A due date is a calendar day written YYYY-MM-DD: ${date}`);
  }
  return { year, month, day };
}

/** The number of days of a month (1 is January). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The day `months` months after `date`, on the same day of the month, or the month's last day
 * when that month is shorter: 31 January + 1 month is 28 (or 29) February, + 2 months 31 March.
 */
export function addMonthsClamped(date: string, months: number): string {
  const { year, month, day } = readDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(targetDay, 2)}`;
}

/**
 * `totalCents` paid in `count` instalments: the first on `firstDueDate` (the day of the order),
 * each next one a month later, every date anchored on the first one (never on the previous,
 * clamped, date). The payments add up to the total exactly; the first carries the remainder.
 */
export function instalmentSchedule(
  totalCents: number,
  count: number,
  firstDueDate: string,
): ScheduledPayment[] {
  readDate(firstDueDate);
  return splitInstalments(totalCents, count).map((amountCents, index) => ({
    dueDate: addMonthsClamped(firstDueDate, index),
    amountCents,
  }));
}

/** The date of a schedule's last payment (the saved card must be valid until then), or null. */
export function lastDueDate(schedule: readonly ScheduledPayment[]): string | null {
  return schedule.at(-1)?.dueDate ?? null;
}

/** Passenger transport in France: 10 % VAT, in basis points. */
export const TRANSPORT_VAT_RATE_BP = 1000;

/** a / b rounded to the nearest integer, halves up, exactly (a ≥ 0, b > 0). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * The VAT a VAT-inclusive total holds: total × rate / (1 + rate), rounded to the cent, halves up,
 * computed on integers (490,00 € at 10 % holds 44,55 €).
 */
export function vatIncludedCents(totalCents: number, rateBp: number = TRANSPORT_VAT_RATE_BP): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of cents: ${totalCents}`);
  }
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) {
    throw new RangeError(`A VAT rate is a whole, non-negative number of basis points: ${rateBp}`);
  }
  return Number(divideRoundHalfUp(BigInt(totalCents) * BigInt(rateBp), 10_000n + BigInt(rateBp)));
}
