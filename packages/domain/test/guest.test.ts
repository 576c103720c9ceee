import { describe, expect, it } from 'vitest';
import {
  CALLS,
  GUEST_REFUSED_CALLS,
  guestMayOpen,
  guestRedirect,
  guestReloadSchema,
  refusedToGuest,
} from '../src/index.js';

describe('the guest reload (decision 054)', () => {
  it('asks the association’s card number, holder family name and birth date, and nothing else', () => {
    expect(
      guestReloadSchema.parse({
        cardNumber: '41 0000 0011',
        holderName: 'Le Goff',
        holderBirthdate: '1990-04-12',
      }),
    ).toMatchObject({ cardNumber: '4100000011', holderName: 'Le Goff', holderBirthdate: '1990-04-12' });
    const wrong = guestReloadSchema.safeParse({
      cardNumber: '12',
      holderName: '',
      holderBirthdate: '12/04/1990',
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'cardNumber',
      'holderBirthdate',
      'holderName',
    ]);
  });

  it('refuses to a guest what needs a person, and only calls behind a session', () => {
    for (const name of GUEST_REFUSED_CALLS) expect(CALLS[name].access).toBe('session');
    expect(refusedToGuest('createProfile')).toBe(true);
    expect(refusedToGuest('pairDevice')).toBe(true);
    expect(refusedToGuest('requestCard')).toBe(true);
    expect(refusedToGuest('getProducts')).toBe(false);
    expect(refusedToGuest('createOrder')).toBe(false);
    expect(refusedToGuest('printOrder')).toBe(false);
  });

  it('lets a guest open the reload, the cart, order tracking and invoices, in both locales', () => {
    for (const path of ['/cards/topup/12', '/cart', '/account/history', '/en/account/invoices', '/en/cart'])
      expect(guestMayOpen(path)).toBe(true);
    for (const path of [
      '/cards',
      '/account',
      '/account/personal-details',
      '/pairing',
      '/en/cards/order/step1',
    ])
      expect(guestMayOpen(path)).toBe(false);
  });

  it('sends a guest from a page that needs a person to the reload of its card, in the page’s locale', () => {
    expect(guestRedirect('/account/profiles', 7)).toBe('/cards/topup/7');
    expect(guestRedirect('/en/pairing', 7)).toBe('/en/cards/topup/7');
    expect(guestRedirect('/cards', 7)).toBe('/cards/topup/7');
    expect(guestRedirect('/staff', 7)).toBe('/cards/topup/7');
    expect(guestRedirect('/cards/topup/7', 7)).toBeNull();
    expect(guestRedirect('/en/account/history', 7)).toBeNull();
    expect(guestRedirect('/', 7)).toBeNull();
    expect(guestRedirect('/accessibility', 7)).toBeNull();
    expect(guestRedirect('/no/such/page', 7)).toBeNull();
  });
});
