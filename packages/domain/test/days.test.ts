/** The network's days against UTC instants, across the two nights the clocks change. */
import { describe, expect, it } from 'vitest';
import { instantInZone, networkDay, startOfNetworkDay, zoneOffsetMinutes } from '../src/days.js';

describe('the network’s days', () => {
  it('reads Paris one hour ahead of UTC in winter, two in summer', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('starts a day at its local midnight, on the nights the clocks change too', () => {
    expect(startOfNetworkDay('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfNetworkDay('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfNetworkDay('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfNetworkDay('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfNetworkDay('2026-12-31', 1)).toBe('2026-12-31T23:00:00.000Z');
    expect(networkDay(startOfNetworkDay('2026-03-30'))).toBe('2026-03-30');
  });

  it('puts a minute a spring-forward skips an hour later', () => {
    const day = Date.parse('2026-03-29T00:00:00Z');
    // 02:30 does not exist in Paris that night: it reads 03:30 summer time, 01:30 UTC.
    expect(new Date(instantInZone(day, 150)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(instantInZone(day, 60)).toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });
});
