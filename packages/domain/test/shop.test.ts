import { describe, expect, it } from 'vitest';
import { groupByModes, isUnder26, reloadAudiences } from '../src/shop.js';

describe('isUnder26', () => {
  it('holds until the day before the 26th birthday', () => {
    expect(isUnder26('2000-06-15', '2026-06-14')).toBe(true);
    expect(isUnder26('2000-06-15', '2026-06-15')).toBe(false);
    expect(isUnder26('1990-01-01', '2026-06-15')).toBe(false);
  });

  it('counts a 29 February birthday as 1 March in a common year', () => {
    expect(isUnder26('2000-02-29', '2026-02-28')).toBe(true);
    expect(isUnder26('2000-02-29', '2026-03-01')).toBe(false);
  });

  it('is false for a date it cannot read', () => {
    expect(isUnder26('', '2026-01-01')).toBe(false);
  });
});

describe('reloadAudiences (decision 027)', () => {
  const on = '2026-11-25';

  it('gives an adult the products for everyone and the post-payment fare', () => {
    expect(reloadAudiences({ category: 'EMPLOYEE', birthdate: '1980-01-01' }, on)).toEqual([
      'ALL',
      'POST_PAYMENT',
    ]);
    expect(reloadAudiences({ category: null, birthdate: '1980-01-01' }, on)).toEqual(['ALL', 'POST_PAYMENT']);
  });

  it('adds the under-26 fare while the holder is under 26, and the solidarity fare to job seekers', () => {
    expect(reloadAudiences({ category: 'STUDENT', birthdate: '2004-09-30' }, on)).toEqual([
      'ALL',
      'POST_PAYMENT',
      'UNDER_26',
    ]);
    expect(reloadAudiences({ category: 'JOBSEEKER', birthdate: '1978-11-03' }, on)).toContain('SOLIDARITY');
    expect(reloadAudiences({ category: 'UNEMPLOYED', birthdate: '2005-01-01' }, on)).toEqual([
      'ALL',
      'POST_PAYMENT',
      'UNDER_26',
      'SOLIDARITY',
    ]);
  });

  it('gives nothing online to the network’s staff and the police, whatever their age', () => {
    expect(reloadAudiences({ category: 'LOCAL_TRANSPORT', birthdate: '2004-01-01' }, on)).toEqual([]);
    expect(reloadAudiences({ category: 'POLICE', birthdate: '1980-01-01' }, on)).toEqual([]);
  });
});

describe('groupByModes', () => {
  const product = (name: string, transportModes: string[]) => ({ name, transportModes });

  it('puts a bus and boat pass once, under its own group, modes in the usual order', () => {
    const groups = groupByModes([
      product('Bus day', ['BUS']),
      product('Bus and boat month', ['BOAT', 'BUS']),
      product('Bus week', ['BUS']),
    ]);
    expect(groups.map((group) => [group.key, group.modes, group.products.map((p) => p.name)])).toEqual([
      ['BUS', ['BUS'], ['Bus day', 'Bus week']],
      ['BUS+BOAT', ['BUS', 'BOAT'], ['Bus and boat month']],
    ]);
  });

  it('keeps a product of no known mode under "other"', () => {
    const groups = groupByModes([product('Fee', []), product('Odd', ['PLANE'])]);
    expect(groups).toEqual([
      { key: 'other', modes: [], products: [product('Fee', []), product('Odd', ['PLANE'])] },
    ]);
  });

  it('gives no group for no product', () => {
    expect(groupByModes([])).toEqual([]);
  });
});
