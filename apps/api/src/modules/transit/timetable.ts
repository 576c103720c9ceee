/**
 * The next departures of a frequency-based timetable (docs/decisions/045): a vehicle leaves the
 * line's end every `headway` minutes from `first` to `last` (HH:MM, the network's local time,
 * Europe/Paris) and reaches a stop `offset` minutes later. Pure, so that a test can fix the clock.
 */
import { NETWORK_TIME_ZONE, instantInZone, zoneOffsetMinutes } from '@oceane/domain';

const DAY_MINUTES = 24 * 60;

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The local day (as a UTC midnight) and the minute of that day of an instant in the zone. */
function localDay(instant: number, timeZone: string): { dayStart: number; minute: number } {
  const local = instant + zoneOffsetMinutes(instant, timeZone) * 60_000;
  const dayStart = Math.floor(local / 86_400_000) * 86_400_000;
  return { dayStart, minute: Math.floor((local - dayStart) / 60_000) };
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
      const instant = instantInZone(dayStart + day * DAY_MINUTES * 60_000, start + offset, timeZone);
      if (instant >= after) departures.push(new Date(instant).toISOString());
    }
  }
  return departures;
}
