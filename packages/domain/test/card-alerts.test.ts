import { describe, expect, it } from 'vitest';
import { alertPreferencesSchema } from '../src/card-alerts.js';
import { MESSAGE_KEYS, fieldMessages } from '../src/validation.js';

describe('traffic alerts (spec §3)', () => {
  it('need the address of the chosen channel', () => {
    expect(fieldMessages(alertPreferencesSchema.safeParse({ deliveryMode: 'EMAIL' }).error!)).toEqual({
      email: MESSAGE_KEYS.required,
    });
    expect(
      fieldMessages(alertPreferencesSchema.safeParse({ deliveryMode: 'SMS', email: 'a@b.fr' }).error!),
    ).toEqual({
      phone: MESSAGE_KEYS.required,
    });
  });

  it('keep favourite modes and lines, and normalise the mobile', () => {
    const alerts = alertPreferencesSchema.parse({
      deliveryMode: 'SMS',
      phone: '07 11 22 33 44',
      favoriteModes: ['BUS', 'BOAT'],
      favoriteLines: [' 3 ', 'Navette A'],
    });
    expect(alerts).toMatchObject({
      phone: '0711223344',
      favoriteModes: ['BUS', 'BOAT'],
      favoriteLines: ['3', 'Navette A'],
    });
  });

  it('refuse an unknown mode or field', () => {
    expect(
      alertPreferencesSchema.safeParse({ deliveryMode: 'EMAIL', email: 'a@b.fr', favoriteModes: ['PLANE'] })
        .success,
    ).toBe(false);
    expect(
      alertPreferencesSchema.safeParse({ deliveryMode: 'EMAIL', email: 'a@b.fr', pigeon: true }).success,
    ).toBe(false);
  });
});
