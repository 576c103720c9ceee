/**
 * Calendar days of the network (decision 060): contracts, schedules and "today" are days of
 * Port-Marin, Europe/Paris, written YYYY-MM-DD, whatever the clock of the server or the browser.
 * A day string is compared as text and shifted by whole days in UTC arithmetic (no time zone
 * inside a day string, so no daylight-saving hour can move it).
 */
import type { Locale } from './messages.js';

/** The network's time zone: Port-Marin's clock. */
export const NETWORK_TIME_ZONE = 'Europe/Paris';

let dayFormat: Intl.DateTimeFormat | undefined;

/** The network's day (YYYY-MM-DD) at an instant: at 23:30 UTC on 30 November it is already 1 December in Paris. */
export function networkDay(instant: Date | string | number = new Date()): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NETWORK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = dayFormat.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** `day` (YYYY-MM-DD) shifted by `days` whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

let offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset from UTC at an instant (ms), in minutes: +60 in winter, +120 in summer for Paris. */
export function zoneOffsetMinutes(instant: number, timeZone: string = NETWORK_TIME_ZONE): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats = new Map(offsetFormats).set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  // The parts hold whole seconds: compare with the instant's whole second.
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant (ms) of a minute of a local day in a zone, the day given as its UTC midnight: the
 * offset is read twice, at the guess and at the first answer, so that the two nights the clocks
 * change land right; a minute a spring-forward skips falls an hour later.
 */
export function instantInZone(
  dayStart: number,
  minute: number,
  timeZone: string = NETWORK_TIME_ZONE,
): number {
  const guess = dayStart + minute * 60_000;
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return guess - zoneOffsetMinutes(first, timeZone) * 60_000;
}

/** The ISO instant at which a network day (YYYY-MM-DD), `plus` days later, begins: a filter on UTC rows. */
export function startOfNetworkDay(day: string, plus = 0): string {
  return new Date(instantInZone(Date.parse(`${addDays(day, plus)}T00:00:00Z`), 0)).toISOString();
}

const LONG_DAY_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
const longDayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as a reader writes it: « 1er décembre 2026 » (French writes the first of a month as an
 * ordinal), "1 December 2026".
 */
export function formatLongDay(day: string, locale: Locale): string {
  let format = longDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LONG_DAY_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' });
    longDayFormats.set(locale, format);
  }
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return firstOfMonth(format.format(date), locale);
}

/** French typography: the first day of a month is written « 1er ». */
export function firstOfMonth(text: string, locale: Locale): string {
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text;
}
