import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landing, renderAt } from '../../test/render.tsx';
import { endSession, readStoredSession, startSession } from '../lib/session.ts';
import { clientLoader } from '../routes/private-layout.tsx';
import { isExternalTarget, redirectTarget, useNavigationGuard } from './navigation-guard.ts';

const logIn = () => startSession({ userToken: 't', userId: 1, userName: 'A', userLastname: 'B' }, null);

afterEach(() => endSession());

function Guarded() {
  useNavigationGuard();
  return <p>page shown</p>;
}

describe('the navigation guard (guardNavigation of packages/domain)', () => {
  it('sends a visitor from the pages behind a login to the login page, with the way back', () => {
    expect(redirectTarget('/cards', '', false)).toBe('/auth/login?redirect=%2Fcards');
    expect(redirectTarget('/en/account', '', false)).toBe('/en/auth/login?redirect=%2Fen%2Faccount');
    expect(redirectTarget('/cards/edit/3', '?from=mail', false)).toBe(
      '/auth/login?redirect=%2Fcards%2Fedit%2F3%3Ffrom%3Dmail',
    );
    expect(redirectTarget('/', '', false)).toBeNull();
    expect(redirectTarget('/nulle-part', '', false)).toBeNull();
  });

  it('sends a logged-in user from login and signup to the cards', () => {
    expect(redirectTarget('/auth/login', '', true)).toBe('/cards');
    expect(redirectTarget('/en/auth/signup', '', true)).toBe('/en/cards');
    expect(redirectTarget('/cards', '', true)).toBeNull();
  });

  it('guards the saved payment cards and the bike reservations, built with issue 11', () => {
    expect(redirectTarget('/account/payment-cards', '', false)).toBe(
      '/auth/login?redirect=%2Faccount%2Fpayment-cards',
    );
    expect(redirectTarget('/en/account/reservations', '', true)).toBeNull();
  });

  it('guards /pairing, built with issue 11', () => {
    expect(redirectTarget('/pairing', '', false)).toBe('/auth/login?redirect=%2Fpairing');
    expect(redirectTarget('/en/pairing', '', true)).toBeNull();
  });

  it('sends /cards/order without a step to step 1 (spec §2), built with issue 10', () => {
    expect(redirectTarget('/cards/order', '', true)).toBe('/cards/order/step1');
    expect(redirectTarget('/en/cards/order/step4', '', true)).toBeNull();
  });

  it('guards the cart and the reload page, built with issue 7', () => {
    expect(redirectTarget('/cart', '?order=7', false)).toBe('/auth/login?redirect=%2Fcart%3Forder%3D7');
    expect(redirectTarget('/en/cards/topup/11', '', false)).toBe(
      '/en/auth/login?redirect=%2Fen%2Fcards%2Ftopup%2F11',
    );
  });

  it('sends a guest from a page that needs a person to the reload of its card (decision 054)', () => {
    expect(redirectTarget('/account/personal-details', '', true, 12)).toBe('/cards/topup/12');
    expect(redirectTarget('/en/pairing', '', true, 12)).toBe('/en/cards/topup/12');
    expect(redirectTarget('/cards', '', true, 12)).toBe('/cards/topup/12');
    expect(redirectTarget('/en/auth/login', '', true, 12)).toBe('/en/cards/topup/12');
    expect(redirectTarget('/cards/topup/12', '', true, 12)).toBeNull();
    expect(redirectTarget('/cart', '', true, 12)).toBeNull();
    expect(redirectTarget('/account/history', '', true, 12)).toBeNull();
    // The guest's card comes from the stored session, as after a reload of the page.
    startSession({ userToken: 't', userId: 41, userName: '', userLastname: '', guestMediaId: 12 }, null);
    expect(readStoredSession().user?.guestMediaId).toBe(12);
    expect(redirectTarget('/en/account/profiles')).toBe('/en/cards/topup/12');
  });

  it('tells a target on another site, which needs a full page load', () => {
    expect(isExternalTarget('https://velo.oceane-mobilites.example.org/')).toBe(true);
    expect(isExternalTarget('/auth/login')).toBe(false);
  });

  it('guards the private pages before they render (clientLoader)', async () => {
    const run = () =>
      clientLoader({ request: new Request('http://localhost:3000/en/cards') } as Parameters<
        typeof clientLoader
      >[0]);
    let thrown: unknown;
    try {
      run();
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/en/auth/login?redirect=%2Fen%2Fcards');
    logIn();
    // Logged in, it waits for the header's chunk (app/app-header.tsx), then lets the page render.
    await expect(run()).resolves.toBeNull();
  });

  it('checks every page once shown, a prerendered one included', async () => {
    logIn();
    const page = renderAt(<Guarded />, { path: '/en/auth/login', routes: [landing('/en/cards')] });
    expect(await screen.findByText('landed on /en/cards')).toBeInTheDocument();
    expect(page.location()).toBe('/en/cards');
  });

  it('lets a visitor stay on a public page', () => {
    renderAt(<Guarded />, { path: '/auth/signup' });
    expect(screen.getByText('page shown')).toBeInTheDocument();
  });
});
