import { describe, expect, it } from 'vitest';
import { RENEWAL_INTERVAL_CODES, addRenewalInterval, renewalIntervalDays } from '../src/enums.js';

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('renewal intervals (spec §3, §9)', () => {
  it('are P7D, P14D, P1M, P6M and P1Y', () => {
    expect(RENEWAL_INTERVAL_CODES).toEqual(['P7D', 'P14D', 'P1M', 'P6M', 'P1Y']);
  });

  it.each([
    ['P7D', '2026-03-01', '2026-03-08', 7],
    ['P14D', '2026-03-01', '2026-03-15', 14],
    ['P1M', '2026-03-01', '2026-04-01', 31],
    ['P6M', '2026-01-01', '2026-07-01', 181],
    ['P1Y', '2026-01-01', '2027-01-01', 365],
    ['P1Y', '2027-03-01', '2028-03-01', 366],
  ] as const)('%s from %s ends on %s (%i days)', (interval, start, end, days) => {
    expect(addRenewalInterval(at(start), interval).toISOString().slice(0, 10)).toBe(end);
    expect(renewalIntervalDays(at(start), interval)).toBe(days);
  });

  it('a month from 31 January is the last day of February', () => {
    expect(addRenewalInterval(at('2026-01-31'), 'P1M').toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(addRenewalInterval(at('2028-01-31'), 'P1M').toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(addRenewalInterval(at('2026-08-31'), 'P6M').toISOString().slice(0, 10)).toBe('2027-02-28');
  });
});
