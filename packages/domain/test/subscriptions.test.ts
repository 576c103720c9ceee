import { describe, expect, it } from 'vitest';
import { canMove, canTerminate, periodsOverlap, sameHolder, type CardPeriod } from '../src/subscriptions.js';

const monthly = { status: 'ACTIVE', renewalInterval: 'P1M' } as const;

describe('which subscriptions can stop or move (decision 064)', () => {
  it('a running pass that renews, or the post-payment fare, can stop; a ticket or an ended contract cannot', () => {
    expect(canTerminate(monthly, false)).toBe(true);
    expect(canTerminate({ status: 'PENDING_VALIDATION', renewalInterval: 'P1Y' }, false)).toBe(true);
    expect(canTerminate({ status: 'ACTIVE', renewalInterval: null }, true)).toBe(true);
    expect(canTerminate({ status: 'ACTIVE', renewalInterval: null }, false)).toBe(false);
    for (const status of ['EXPIRED', 'TERMINATED', 'TRANSFERRED'] as const) {
      expect(canTerminate({ status, renewalInterval: 'P1M' }, true)).toBe(false);
      expect(canMove({ status })).toBe(false);
    }
    expect(canMove({ status: 'ACTIVE' })).toBe(true);
    expect(canMove({ status: 'PENDING_VALIDATION' })).toBe(true);
  });

  it('a pass moves only to a card of its holder: names folded, the birth date exact', () => {
    const leo = { name: 'Le Goff', firstname: 'Léo', birthdate: '2004-02-17' };
    expect(sameHolder(leo, { name: 'LE GOFF', firstname: 'leo', birthdate: '2004-02-17' })).toBe(true);
    expect(sameHolder(leo, { name: 'Le-Goff', firstname: 'Léo ', birthdate: '2004-02-17' })).toBe(true);
    expect(sameHolder(leo, { name: 'Le Goff', firstname: 'Léa', birthdate: '2004-02-17' })).toBe(false);
    expect(sameHolder(leo, { name: 'Le Goff', firstname: 'Léo', birthdate: '2004-02-18' })).toBe(false);
  });
});

describe('on one card, subscription periods never overlap', () => {
  const period = (overrides: Partial<CardPeriod>): CardPeriod => ({
    validFrom: '2026-11-01',
    validTo: '2026-11-30',
    transportModes: ['BUS', 'BOAT'],
    renewalInterval: 'P1M',
    postPayment: false,
    ...overrides,
  });
  const on = '2026-11-20';

  it('two passes of a common mode whose remaining days meet overlap', () => {
    expect(periodsOverlap(period({}), period({ validFrom: '2026-11-15', validTo: '2026-12-14' }), on)).toBe(
      true,
    );
    // The post-payment fare is a subscription: a bus pass beside it would bill journeys twice.
    const fare = period({ renewalInterval: null, postPayment: true, validTo: '2027-11-19' });
    expect(periodsOverlap(period({}), fare, on)).toBe(true);
  });

  it('the next period, another mode, a ticket or days already past are no overlap', () => {
    expect(periodsOverlap(period({}), period({ validFrom: '2026-12-01', validTo: '2026-12-31' }), on)).toBe(
      false,
    );
    expect(periodsOverlap(period({}), period({ transportModes: ['BIKE'], renewalInterval: 'P1Y' }), on)).toBe(
      false,
    );
    expect(periodsOverlap(period({}), period({ renewalInterval: null }), on)).toBe(false);
    // Both started before today: only what is left from today counts, and here it meets.
    expect(periodsOverlap(period({ validFrom: '2026-10-01' }), period({ validTo: '2026-11-20' }), on)).toBe(
      true,
    );
    expect(periodsOverlap(period({ validFrom: '2026-11-21' }), period({ validTo: '2026-11-20' }), on)).toBe(
      false,
    );
  });
});
