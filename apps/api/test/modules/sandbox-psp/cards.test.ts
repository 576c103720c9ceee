/** The card form's own rules (decision 026): Luhn, MM/YY, the last valid day, the test cards. */
import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  groupedNumber,
  isCvc,
  isExpired,
  parseExpiry,
  passesLuhn,
  TEST_CARDS,
  testCardOf,
  validThrough,
} from '../../../src/modules/sandbox-psp/cards.js';

describe('the sandbox’s card rules', () => {
  it('every test card passes Luhn; a changed digit does not', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      const changed = card.number.slice(0, -1) + String((Number(card.number.at(-1)) + 1) % 10);
      expect(passesLuhn(changed)).toBe(false);
    }
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(testCardOf('5555555555554444')).toBeUndefined();
    expect(testCardOf('4000000000003220')?.behaviour).toBe('CHALLENGE');
  });

  it('reads a number with spaces or dashes, and nothing else', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424a')).toBeNull();
    expect(cardDigits('4242')).toBeNull();
    expect(cardDigits('4'.repeat(20))).toBeNull();
    expect(groupedNumber('4000000000000341')).toBe('4000 0000 0000 0341');
  });

  it('reads MM/YY (and MM / YY, MMYY, MM/YYYY), refuses a month out of range', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 29 ')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('12/2031')).toEqual({ month: 12, year: 2031 });
    for (const bad of ['13/29', '00/29', '4/2', 'ab/cd', '', '04/29/1'])
      expect(parseExpiry(bad), bad).toBeNull();
  });

  it('a card is valid through the last day of its expiry month', () => {
    expect(validThrough({ month: 2, year: 2028 })).toBe('2028-02-29');
    expect(validThrough({ month: 11, year: 2026 })).toBe('2026-11-30');
    expect(isExpired({ month: 11, year: 2026 }, '2026-11-30')).toBe(false);
    expect(isExpired({ month: 11, year: 2026 }, '2026-12-01')).toBe(true);
  });

  it('a CVC is exactly 3 digits', () => {
    expect(isCvc('123')).toBe(true);
    expect(isCvc(' 123 ')).toBe(true);
    for (const bad of ['12', '1234', '12a', '']) expect(isCvc(bad), bad).toBe(false);
  });
});
