/** The next departures of a frequency-based timetable, in the network's time (Europe/Paris). */
import { describe, expect, it } from 'vitest';
import { nextDepartures } from '../../../src/modules/transit/timetable.js';

describe('nextDepartures', () => {
  it('counts a late run that reaches the stop after midnight, then the next evening’s runs', () => {
    const late = { first: '23:00', last: '23:40', headway: 20 };
    // 27 November 00:00 in Paris: the 23:40 run of the 26th reaches the stop at 00:10.
    expect(nextDepartures(late, 30, Date.parse('2026-11-26T23:00:00Z'), 3)).toEqual([
      '2026-11-26T23:10:00.000Z',
      '2026-11-27T22:30:00.000Z',
      '2026-11-27T22:50:00.000Z',
    ]);
  });

  it('follows summer time: 7:00 in Paris is 5:00 UTC in July and 6:00 UTC in January', () => {
    const boat = { first: '07:00', last: '07:00', headway: 60 };
    expect(nextDepartures(boat, 0, Date.parse('2026-07-01T00:00:00Z'), 1)).toEqual([
      '2026-07-01T05:00:00.000Z',
    ]);
    expect(nextDepartures(boat, 0, Date.parse('2026-01-15T00:00:00Z'), 1)).toEqual([
      '2026-01-15T06:00:00.000Z',
    ]);
  });

  it('answers a departure at the very instant asked, and none before it', () => {
    const bus = { first: '06:00', last: '06:30', headway: 15 };
    expect(nextDepartures(bus, 0, Date.parse('2026-11-26T05:15:00Z'), 2)).toEqual([
      '2026-11-26T05:15:00.000Z',
      '2026-11-26T05:30:00.000Z',
    ]);
  });
});
