/** Money and dates through Intl, in the page's locale (DESIGN.md: 12,50 € in French, €12.50 in English). */
import { firstOfMonth, type Locale } from '@oceane/domain';
import { INTL_LOCALE } from './locale.ts';

/**
 * One formatter per kind and locale, made at first use and kept: building an Intl formatter loads
 * and compiles the locale's patterns (a date format costs far more to build than to use), and a
 * list of cards or orders formats dozens of amounts and dates.
 */
function keptPerLocale<F>(build: (intlLocale: string) => F): (locale: Locale) => F {
  const kept = new Map<Locale, F>();
  return (locale) => {
    let formatter = kept.get(locale);
    if (!formatter) {
      formatter = build(INTL_LOCALE[locale]);
      kept.set(locale, formatter);
    }
    return formatter;
  };
}

const euros = keptPerLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
);
const longDates = keptPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }),
);
const times = keptPerLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }),
);

export function formatMoney(amount: number | string, locale: Locale): string {
  return euros(locale).format(Number(amount));
}

/**
 * A calendar date ('2027-06-30' or an ISO timestamp) as the reader writes it: 30 juin 2027, and
 * the first of a month « 1er décembre 2026 » in French.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return firstOfMonth(longDates(locale).format(date), locale);
}

/** Integer cents (the api's `…Cents` fields) as money in the reader's format: 4900 → 49,00 € / €49.00. */
export function formatCents(cents: number, locale: Locale): string {
  return euros(locale).format(cents / 100);
}

/** A time of the network (Port-Marin's clock, whatever the reader's): 08:16 in French, 08:16 in English. */
export function formatTime(value: string | Date, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return times(locale).format(date);
}
