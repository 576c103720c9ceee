import { describe, expect, it } from 'vitest';
import { cardHolderSchema } from '../src/card-holder.js';
import { COUNTRY_CODES, FRANCE, countrySchema, isCountryCode } from '../src/country.js';
import { MESSAGE_KEYS, fieldMessages } from '../src/validation.js';

describe('country (spec §3: an address has a country, France by default)', () => {
  it('accepts an officially assigned ISO 3166-1 alpha-2 code', () => {
    expect(countrySchema.parse('FR')).toBe('FR');
    expect(countrySchema.parse('BE')).toBe('BE');
    expect(FRANCE).toBe('FR');
  });

  it('refuses a name, a lower-case code, an unassigned code and an empty value', () => {
    for (const value of ['France', 'fr', 'XX', 'ZZ', 'UK', 'EU', 'FRA', '', ' ']) {
      expect(isCountryCode(value), value).toBe(false);
      expect(countrySchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('lists the 249 assigned codes once each, France included', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).toContain('FR');
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('is the holder address rule: France by default, "XX" refused on the country field', () => {
    const holder = {
      gender: 'MADAME',
      name: 'Le Goff',
      firstname: 'Maëlle',
      birthdate: '1990-04-12',
      socioProfessionalCategory: 'EMPLOYEE',
      address1: '12 quai des Thoniers',
      zipcode: '29900',
      city: 'Port-Marin',
      mobile: '06 11 22 33 44',
    };
    expect(cardHolderSchema.parse(holder).country).toBe('FR');
    for (const country of ['XX', 'France']) {
      const result = cardHolderSchema.safeParse({ ...holder, country });
      expect(fieldMessages(result.error!).country, country).toBe(MESSAGE_KEYS.invalidValue);
    }
  });
});
