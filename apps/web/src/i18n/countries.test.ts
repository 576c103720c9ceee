import { COUNTRY_CODES } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries.ts';

describe('countries of an address, named in the reader’s language', () => {
  it('offers every assigned code once, France first, then the others in the order of their French names', () => {
    const options = countryOptions('fr');
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(options[0]).toEqual({ value: 'FR', label: 'France' });
    expect(options.slice(1, 4).map((option) => option.label)).toEqual([
      'Afghanistan',
      'Afrique du Sud',
      'Albanie',
    ]);
    expect(options).toContainEqual({ value: 'BE', label: 'Belgique' });
    expect(options).toContainEqual({ value: 'DE', label: 'Allemagne' });
    const rest = options.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('fr-FR').compare));
  });

  it('names them in English under /en, sorted by their English names', () => {
    const options = countryOptions('en');
    expect(options[0]).toEqual({ value: 'FR', label: 'France' });
    expect(options).toContainEqual({ value: 'BE', label: 'Belgium' });
    expect(options).toContainEqual({ value: 'DE', label: 'Germany' });
    const rest = options.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en-GB').compare));
  });
});
