import { findPortalRoute, PORTAL_ROUTES } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { pathsFor, type Paths } from './paths.ts';

/** One call of each builder: a builder added without a sample here does not compile. */
type Samples = { [K in keyof Paths]: NonNullable<Paths[K]> extends (...args: infer A) => string ? A : never };
const SAMPLES: Samples = {
  home: [],
  login: [{ redirect: '/en/cards?card=11' }],
  signup: [],
  reset: [],
  accessibility: [],
  cards: [{ card: 11 }],
  cardsEdit: [11, { flow: 'associate', step: 2 }],
  cardsDuplicate: [11],
  account: [],
  cart: [],
  cardsTopup: [11],
  cartWithResult: [{ order: 7 }],
  accountHistory: [],
  accountInvoices: [],
  accountIdentities: [],
  pairing: [],
  accountPersonalDetails: [],
  accountPaymentCards: [],
  accountReservations: [],
  accountNotifications: [],
  accountData: [],
  accountProfiles: [],
  staffDisruptions: [],
  staffAuditLog: [],
  staffCustomers: [],
  staffCustomer: [12],
  staffReview: [],
  staffTeam: [],
  staffProduction: [],
  staffReports: [],
  staffCatalogue: [],
  staffVouchers: [],
  staffAgency: [],
  cardsOrderStep: [3],
};

function call(paths: Paths, name: keyof Paths): string | undefined {
  const build = paths[name] as ((...args: unknown[]) => string) | undefined;
  return build?.(...SAMPLES[name]);
}

describe('the table of paths', () => {
  it.each(['fr', 'en'] as const)('builds, in %s, only paths of pages the portal has', (locale) => {
    const paths = pathsFor(locale);
    for (const name of Object.keys(SAMPLES) as (keyof Paths)[]) {
      const path = call(paths, name);
      if (path === undefined) continue;
      const pathname = path.split('?')[0]!;
      expect(findPortalRoute(pathname), `${name}: ${path}`).toBeDefined();
      expect(pathname.startsWith('/en'), `${name}: ${path}`).toBe(locale === 'en');
    }
  });

  it('has no builder for a page of the spec not built yet (no link to a 404)', () => {
    const unbuilt = PORTAL_ROUTES.filter((route) => route.built === false).map((route) => route.pattern);
    expect(unbuilt).not.toContain('/pairing');
    // Every builder of the table is a built page's (the test above walks them): these were
    // undefined until their pages came (issue 7).
    expect(pathsFor('fr').cart?.()).toBe('/cart');
    expect(pathsFor('en').cardsTopup?.(3)).toBe('/en/cards/topup/3');
    // And the order flow's steps with issue 10.
    expect(pathsFor('en').cardsOrderStep?.(4)).toBe('/en/cards/order/step4');
    // And /pairing with issue 11.
    expect(pathsFor('en').pairing?.()).toBe('/en/pairing');
    // And the saved payment cards and bike reservations with issue 11.
    expect(pathsFor('en').accountPaymentCards?.()).toBe('/en/account/payment-cards');
    expect(pathsFor('fr').accountReservations?.()).toBe('/account/reservations');
  });

  it('fills the parameters and the query, encoded, with the locale prefix', () => {
    const en = pathsFor('en');
    expect(en.home()).toBe('/en');
    expect(pathsFor('fr').home()).toBe('/');
    expect(en.login({ redirect: '/en/cards?card=11' })).toBe(
      '/en/auth/login?redirect=%2Fen%2Fcards%3Fcard%3D11',
    );
    expect(en.login()).toBe('/en/auth/login');
    expect(en.cards({ card: 11 })).toBe('/en/cards?card=11');
    expect(en.cardsEdit(11, { flow: 'associate', step: 2 })).toBe('/en/cards/edit/11?flow=associate&step=2');
    expect(pathsFor('fr').cardsDuplicate('a/b')).toBe('/cards/duplicate/a%2Fb');
  });
});
