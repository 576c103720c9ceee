/**
 * An agency's opening hours in a sentence, in the reader's language: consecutive days with the
 * same spans are one group ("Du lundi au vendredi : 7 h 30 – 19 h ; samedi : 8 h – 12 h et
 * 13 h 30 – 16 h 10"). French typography puts a non-breaking space before `:` and `;`.
 */
import type { Locale } from './messages.js';
import type { OpeningHours } from './network.js';

const NBSP = '\u00a0';

/** An ISO weekday's name (1 is Monday): 2024-01-01 was a Monday. */
function weekdayName(weekday: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}

function clock(time: string, locale: Locale): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = String(Number(hours));
  if (locale === 'en') return `${hour}:${minutes}`;
  return minutes === '00' ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${minutes}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function dayRange(first: number, last: number, locale: Locale): string {
  const from = weekdayName(first, locale);
  if (first === last) return locale === 'en' ? from : capitalised(from);
  const to = weekdayName(last, locale);
  return locale === 'en' ? `${from} to ${to}` : `Du ${from} au ${to}`;
}

export function openingHoursText(hours: readonly OpeningHours[], locale: Locale): string {
  const spansOf = (weekday: number) =>
    hours
      .filter((span) => span.weekday === weekday)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map(
        (span) => `${clock(span.opens, locale)}${locale === 'en' ? '–' : ' – '}${clock(span.closes, locale)}`,
      )
      .join(locale === 'en' ? ' and ' : ' et ');
  const groups: { first: number; last: number; spans: string }[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const spans = spansOf(weekday);
    if (spans === '') continue;
    const previous = groups.at(-1);
    if (previous && previous.last === weekday - 1 && previous.spans === spans) previous.last = weekday;
    else groups.push({ first: weekday, last: weekday, spans });
  }
  if (groups.length === 0) return locale === 'en' ? 'Closed' : 'Fermé';
  const colon = locale === 'en' ? ':' : `${NBSP}:`;
  const separator = locale === 'en' ? '; ' : `${NBSP}; `;
  return groups
    .map((group, index) => {
      const days = dayRange(group.first, group.last, locale);
      // Only the first group starts the sentence; the others follow a semicolon in lower case.
      const named = index === 0 || locale === 'en' ? days : days.charAt(0).toLowerCase() + days.slice(1);
      return `${named}${colon} ${group.spans}`;
    })
    .join(separator);
}
