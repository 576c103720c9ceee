import { describe, expect, it } from 'vitest';
import { openingHoursText } from '../src/opening-hours.js';

const NBSP = '\u00a0';

describe('openingHoursText', () => {
  it('groups consecutive days with the same spans, French typography in French', () => {
    const hours = [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:30', closes: '19:00' })),
      { weekday: 6, opens: '13:30', closes: '16:10' },
      { weekday: 6, opens: '08:00', closes: '12:00' },
    ];
    expect(openingHoursText(hours, 'en')).toBe(
      'Monday to Friday: 7:30–19:00; Saturday: 8:00–12:00 and 13:30–16:10',
    );
    expect(openingHoursText(hours, 'fr')).toBe(
      `Du lundi au vendredi${NBSP}: 7${NBSP}h${NBSP}30 – 19${NBSP}h${NBSP}; samedi${NBSP}: 8${NBSP}h – 12${NBSP}h et 13${NBSP}h${NBSP}30 – 16${NBSP}h${NBSP}10`,
    );
  });

  it('does not join days across a closed one, and names a lone day alone', () => {
    const hours = [
      { weekday: 1, opens: '09:00', closes: '17:00' },
      { weekday: 3, opens: '09:00', closes: '17:00' },
      { weekday: 7, opens: '10:00', closes: '12:00' },
    ];
    expect(openingHoursText(hours, 'en')).toBe(
      'Monday: 9:00–17:00; Wednesday: 9:00–17:00; Sunday: 10:00–12:00',
    );
    expect(openingHoursText(hours, 'fr')).toMatch(/^Lundi\u00a0: 9\u00a0h – 17\u00a0h\u00a0; mercredi/);
  });

  it('says closed when there are no hours', () => {
    expect(openingHoursText([], 'fr')).toBe('Fermé');
    expect(openingHoursText([], 'en')).toBe('Closed');
  });
});
