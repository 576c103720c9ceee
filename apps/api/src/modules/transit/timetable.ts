/**
 * The next departures of a frequency-based timetable (docs/decisions/045): a vehicle leaves the
 * line's end every `headway` minutes from `first` to `last` (HH:MM, the network's local time,
 * Europe/Paris) and reaches a stop `offset` minutes later. Pure, so that a test can fix the clock.
 */

export const NETWORK_TIME_ZONE = 'Europe/Paris';

const DAY_MINUTES = 24 * 60;

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The zone's offset from UTC at that instant, in minutes (+60 in winter, +120 in summer for Paris). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The local day (as a UTC midnight) and the minute of that day of an instant in the zone. */
function localDay(instant: number, timeZone: string): { dayStart: number; minute: number } {
  const local = instant + zoneOffsetMinutes(instant, timeZone) * 60_000;
  const dayStart = Math.floor(local / 86_400_000) * 86_400_000;
  return { dayStart, minute: Math.floor((local - dayStart) / 60_000) };
}

/** The instant of a local minute of a local day; a minute a spring-forward skips falls an hour later. */
function instantOf(dayStart: number, minute: number, timeZone: string): number {
  const guess = dayStart + minute * 60_000;
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return guess - zoneOffsetMinutes(first, timeZone) * 60_000;
}

export type Timetable = { first: string; last: string; headway: number };

/**
 * The next `count` departures at a stop reached `offset` minutes after the line's start, from
 * `after` on (an instant in ms): today's that are still to come, then the next days'.
 */
export function nextDepartures(
  timetable: Timetable,
  offset: number,
  after: number,
  count: number,
  timeZone = NETWORK_TIME_ZONE,
): string[] {
  const first = minutesOf(timetable.first);
  const last = minutesOf(timetable.last);
  const { dayStart } = localDay(after, timeZone);
  const departures: string[] = [];
  // Yesterday first: a late departure may reach the stop after midnight.
  for (let day = -1; day <= 2 && departures.length < count; day += 1) {
    for (let start = first; start <= last && departures.length < count; start += timetable.headway) {
      const instant = instantOf(dayStart + day * DAY_MINUTES * 60_000, start + offset, timeZone);
      if (instant >= after) departures.push(new Date(instant).toISOString());
    }
  }
  return departures;
}
