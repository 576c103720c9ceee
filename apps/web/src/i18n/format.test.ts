import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatMoney, formatTime } from './format.ts';

/** What Intl itself writes, so that the test does not depend on the ICU version's spaces. */
const intl = (locale: string, options: Intl.NumberFormatOptions, value: number) =>
  new Intl.NumberFormat(locale, options).format(value);

describe('format', () => {
  it('writes money the reader’s way: 12,50 € in French, €12.50 in English', () => {
    const euro = { style: 'currency', currency: 'EUR' } as const;
    expect(formatMoney('12.5', 'fr')).toBe(intl('fr-FR', euro, 12.5));
    expect(formatMoney('12.5', 'fr')).toMatch(/^12,50\s€$/u);
    expect(formatMoney(12.5, 'en')).toBe('€12.50');
    expect(formatCents(4900, 'fr')).toMatch(/^49,00\s€$/u);
    expect(formatCents(4900, 'en')).toBe('€49.00');
  });

  it('writes a calendar date as the reader does, the same day wherever the reader is', () => {
    expect(formatDate('2027-06-30', 'fr')).toBe('30 juin 2027');
    expect(formatDate('2027-06-30', 'en')).toBe('30 June 2027');
    expect(formatDate(new Date('2027-06-30T23:30:00Z'), 'fr')).toBe('1er juillet 2027');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes a time on Port-Marin’s clock', () => {
    expect(formatTime('2027-01-15T07:16:00Z', 'fr')).toBe('08:16');
    expect(formatTime('2027-07-15T06:16:00Z', 'en')).toBe('08:16');
    expect(formatTime('soon', 'fr')).toBe('soon');
  });

  it('builds each formatter once per language, however many values it writes', () => {
    const built = { dates: 0, numbers: 0 };
    const { DateTimeFormat, NumberFormat } = Intl;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built.dates += 1;
      }
    } as typeof DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built.numbers += 1;
      }
    } as typeof NumberFormat;
    try {
      for (let day = 1; day <= 20; day += 1) {
        formatDate(`2027-06-${String(day).padStart(2, '0')}`, 'fr');
        formatTime(`2027-06-01T0${day % 10}:00:00Z`, 'fr');
        formatCents(day * 100, 'fr');
        formatMoney(day, 'en');
      }
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
    }
    // The earlier tests built every one of these already: nothing new was needed for 80 values.
    expect(built).toEqual({ dates: 0, numbers: 0 });
  });
});
