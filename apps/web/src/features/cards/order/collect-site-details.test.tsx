import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../i18n/i18n.ts';
import { hoursByDay, signTime } from './collect-site-details.tsx';
import { SITE } from './test-order.ts';

describe('an agency’s opening hours', () => {
  it('writes times as on the network’s signs', () => {
    expect(signTime('07:30')).toBe('7h30');
    expect(signTime('19:00')).toBe('19h');
  });

  it('lists the open days in week order, the spans of a day in order of the clock', () => {
    expect(hoursByDay(i18nFor('fr').t, SITE.openingHours)).toEqual([
      { day: 'Lundi', spans: '7h30 – 19h' },
      { day: 'Samedi', spans: '8h – 12h et 13h30 – 16h10' },
    ]);
  });
});
