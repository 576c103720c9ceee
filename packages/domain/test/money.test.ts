import { describe, expect, it } from 'vitest';
import { formatPriceCents, MAX_PRICE_CENTS, parsePriceCents, splitInstalments } from '../src/money.js';

describe('a price string of the wire in integer cents (spec §3 shopItemPromoPrice)', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0', 0],
    ['0.05', 5],
    ['10.00', 1000],
    ['999999.99', 99_999_999],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parsePriceCents(text)).toBe(cents);
  });

  it.each([
    ['1e3', 'an exponent'],
    ['-1', 'a negative amount'],
    [' 12', 'a leading space'],
    ['12 ', 'a trailing space'],
    ['12.345', 'a third decimal'],
    ['12.', 'a point without decimals'],
    ['.5', 'decimals without units'],
    ['12,50', 'a decimal comma'],
    ['0x10', 'a hexadecimal number'],
    ['+3', 'a plus sign'],
    ['', 'nothing'],
    ['Infinity', 'infinity'],
    ['NaN', 'not a number'],
    ['1000000.01', 'more than the largest price'],
    ['9'.repeat(400), 'a huge value'],
    ['1'.repeat(20), 'a value beyond exact integers'],
  ])('refuses %j (%s)', (text) => {
    expect(parsePriceCents(text)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    for (const value of [12.5, 1250, null, undefined, {}, ['12.50']]) {
      expect(parsePriceCents(value)).toBeNull();
    }
  });

  it('writes cents back as the wire string with two decimals', () => {
    expect(formatPriceCents(1250)).toBe('12.50');
    expect(formatPriceCents(5)).toBe('0.05');
    expect(formatPriceCents(0)).toBe('0.00');
    expect(formatPriceCents(MAX_PRICE_CENTS)).toBe('1000000.00');
    expect(parsePriceCents(formatPriceCents(123_456))).toBe(123_456);
  });

  it('refuses to write what is not a whole, non-negative number of cents', () => {
    for (const cents of [-1, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => formatPriceCents(cents)).toThrow(RangeError);
    }
  });
});

describe('an amount split into instalments (spec §9: 1, 4 or 10 times)', () => {
  it('gives equal payments when the amount divides', () => {
    expect(splitInstalments(4000, 4)).toEqual([1000, 1000, 1000, 1000]);
    expect(splitInstalments(1250, 1)).toEqual([1250]);
  });

  it('puts the remainder on the first payment, and the payments add up to the amount', () => {
    expect(splitInstalments(1000, 3)).toEqual([334, 333, 333]);
    expect(splitInstalments(9999, 10)).toEqual([1008, 999, 999, 999, 999, 999, 999, 999, 999, 999]);
    const payments = splitInstalments(12_345, 4);
    expect(payments).toEqual([3087, 3086, 3086, 3086]);
    expect(payments.reduce((sum, payment) => sum + payment, 0)).toBe(12_345);
  });

  it('splits less than one cent per payment without a negative payment', () => {
    expect(splitInstalments(3, 4)).toEqual([3, 0, 0, 0]);
    expect(splitInstalments(0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('refuses a count or an amount that is not a whole number', () => {
    expect(() => splitInstalments(1000, 0)).toThrow(RangeError);
    expect(() => splitInstalments(1000, 2.5)).toThrow(RangeError);
    expect(() => splitInstalments(-1, 2)).toThrow(RangeError);
    expect(() => splitInstalments(10.5, 2)).toThrow(RangeError);
  });
});
