/** The instant a day of the network begins (Europe/Paris), for filtering entries stored in UTC. */
import { NETWORK_TIME_ZONE, addDays } from '@oceane/domain';

/** Minutes the network's clock is ahead of UTC at an instant. */
function offsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NETWORK_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((local - instant.getTime()) / 60_000);
}

/** The ISO instant at which a day (YYYY-MM-DD), `plus` days later, begins on the network. */
export function startOfNetworkDay(day: string, plus = 0): string {
  const [year, month, date] = addDays(day, plus).split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The offset at midnight UTC is that of the local midnight, but on the two nights the clocks change.
  const guess = midnightUtc - offsetMinutes(new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - offsetMinutes(new Date(guess)) * 60_000).toISOString();
}
