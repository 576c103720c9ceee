import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  daysInMonth,
  instalmentSchedule,
  lastDueDate,
  vatIncludedCents,
} from '../src/schedule.js';

const pad = (value: number) => String(value).padStart(2, '0');
const day = fc
  .record({
    year: fc.integer({ min: 1990, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`);
const cents = fc.integer({ min: 0, max: 100_000_000 });

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

describe('an instalment schedule (spec §9: the first payment at once, then monthly, no fees)', () => {
  it('splits 490,00 € in 4 with the remainder on the first payment, a month apart', () => {
    expect(instalmentSchedule(49_001, 4, '2026-11-25')).toEqual([
      { dueDate: '2026-11-25', amountCents: 12_251 },
      { dueDate: '2026-12-25', amountCents: 12_250 },
      { dueDate: '2027-01-25', amountCents: 12_250 },
      { dueDate: '2027-02-25', amountCents: 12_250 },
    ]);
  });

  it('falls on the last day of a shorter month, anchored on the first date (31 Jan → 28/29 Feb → 31 Mar)', () => {
    expect(instalmentSchedule(1000, 4, '2027-01-31').map((payment) => payment.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('pays in one go on the day of the order', () => {
    expect(instalmentSchedule(500, 1, '2026-02-10')).toEqual([{ dueDate: '2026-02-10', amountCents: 500 }]);
  });

  it('refuses a date that is not a calendar day', () => {
    expect(() => instalmentSchedule(100, 1, '2026-02-30')).toThrow(RangeError);
    expect(() => instalmentSchedule(100, 1, '26-02-01')).toThrow(RangeError);
  });

  it('gives the last due date, or null for no payment', () => {
    expect(lastDueDate(instalmentSchedule(1000, 10, '2026-05-31'))).toBe('2027-02-28');
    expect(lastDueDate([])).toBeNull();
  });

  const holds = (count: fc.Arbitrary<number>) =>
    fc.assert(
      fc.property(cents, count, day, (total, n, first) => {
        const schedule = instalmentSchedule(total, n, first);
        expect(schedule).toHaveLength(n);
        expect(schedule.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(total);
        const [head, ...rest] = schedule;
        expect(head!.dueDate).toBe(first);
        for (const payment of schedule) expect(Number.isInteger(payment.amountCents)).toBe(true);
        for (const payment of rest) {
          expect(payment.amountCents).toBe(rest[0]!.amountCents);
          expect(head!.amountCents).toBeGreaterThanOrEqual(payment.amountCents);
          expect(head!.amountCents - payment.amountCents).toBeLessThan(n);
        }
        schedule.forEach((payment, index) => {
          expect(monthIndex(payment.dueDate)).toBe(monthIndex(first) + index);
          const [year, month] = [Number(payment.dueDate.slice(0, 4)), Number(payment.dueDate.slice(5, 7))];
          expect(Number(payment.dueDate.slice(8))).toBe(
            Math.min(Number(first.slice(8)), daysInMonth(year, month)),
          );
          if (index > 0) expect(payment.dueDate > schedule[index - 1]!.dueDate).toBe(true);
        });
      }),
    );

  it.each([1, 4, 10])(
    'in %i payments: they sum to the total, the first ≥ the others all equal, dates monthly',
    (n) => {
      holds(fc.constant(n));
    },
  );

  it('holds for any count from 1 to 24', () => {
    holds(fc.integer({ min: 1, max: 24 }));
  });
});

describe('the VAT a VAT-inclusive total holds (10 % on passenger transport)', () => {
  it.each([
    [49_000, 4_455],
    [1_100, 100],
    [11, 1],
    [5, 0],
    [6, 1],
    [0, 0],
  ])('%i cents hold %i cents of VAT', (total, vat) => {
    expect(vatIncludedCents(total)).toBe(vat);
  });

  it('rounds halves up: at 100 %, 1 cent holds ½ → 1 and 3 cents hold 1½ → 2', () => {
    expect(vatIncludedCents(1, 10_000)).toBe(1);
    expect(vatIncludedCents(3, 10_000)).toBe(2);
  });

  it('is the nearest cent to total × rate / (1 + rate), never more than the total', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (total, rate) => {
        const vat = vatIncludedCents(total, rate);
        expect(Number.isInteger(vat)).toBe(true);
        expect(vat).toBeLessThanOrEqual(total);
        // |vat − exact| ≤ ½, written on integers: |2·vat·(10⁴ + rate) − 2·total·rate| ≤ 10⁴ + rate.
        const gap = 2n * BigInt(vat) * BigInt(10_000 + rate) - 2n * BigInt(total) * BigInt(rate);
        expect(gap <= BigInt(10_000 + rate) && -gap < BigInt(10_000 + rate)).toBe(true);
      }),
    );
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => vatIncludedCents(-1)).toThrow(RangeError);
    expect(() => vatIncludedCents(1.5)).toThrow(RangeError);
  });
});
