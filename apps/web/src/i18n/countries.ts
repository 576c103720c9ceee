/**
 * The countries a postal address may name (spec §3), as choices: every code the domain accepts,
 * named in the reader's language by Intl.DisplayNames, France first (the spec's default and most
 * holders' country), then the others in the order of their names in that language.
 */
import { COUNTRY_CODES, FRANCE, type Locale } from '@oceane/domain';
import { INTL_LOCALE } from './locale.ts';

export type CountryOption = { value: string; label: string };

// 249 names to build and sort: once per language, not on every render.
const built = new Map<Locale, CountryOption[]>();

export function countryOptions(locale: Locale): CountryOption[] {
  const known = built.get(locale);
  if (known) return known;
  const tag = INTL_LOCALE[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const others = COUNTRY_CODES.filter((code) => code !== FRANCE)
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, tag));
  const options = [{ value: FRANCE, label: names.of(FRANCE) ?? FRANCE }, ...others];
  built.set(locale, options);
  return options;
}
