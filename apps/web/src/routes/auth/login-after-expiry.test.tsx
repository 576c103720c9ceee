/**
 * A session that expires, then a login on the same device (decision 062): the same account finds
 * its cart and card request as it left them; another account starts empty, and what was kept for
 * the first one is gone from the device.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SessionExpiredDialog } from '../../features/session/components/session-expired-dialog.tsx';
import { addCartItem, CART_STORAGE_KEY, cartStore, emptyCart } from '../../lib/cart-store.ts';
import { LOCAL_STATE_TTL_MS } from '../../lib/local-storage.ts';
import { endSession, markSessionExpired, sessionStore, startSession } from '../../lib/session.ts';
import { emptyTunnel, TUNNEL_STORAGE_KEY, tunnelStore } from '../../lib/tunnel-store.ts';

const CLAIRE = { userToken: 'token-claire', userId: 3, userName: 'Claire', userLastname: 'Morel' };
const YANN = { userToken: 'token-yann', userId: 4, userName: 'Yann', userLastname: 'Kerjean' };

beforeEach(() => {
  cartStore.setState(emptyCart());
  tunnelStore.setState(emptyTunnel());
});
afterEach(() => endSession());

/** Claire has a duplicate in her cart and a card request begun when her session expires. */
async function claireExpires() {
  startSession(CLAIRE, 'id-claire');
  addCartItem({
    awUserId: 3,
    ubiUserId: 11,
    type: 'CARD_DUPLICATE',
    product: { shopItemId: 90, shopItemPromoPrice: '10.00', installments: [1] },
  });
  tunnelStore.setState({ quantity: 2, personal: { firstname: 'Claire', lastname: 'Morel' } });
  const page = renderAt(<p>elsewhere</p>, {
    path: '/cards/order/step1',
    routes: [
      { path: '/cards/order/step1', element: <SessionExpiredDialog /> },
      { path: '/auth/login', element: <LoginForm /> },
    ],
  });
  markSessionExpired();
  const dialog = await screen.findByRole('dialog', { name: 'Session expirée' });
  await page.user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
  expect(page.location()).toBe('/auth/login?redirect=%2Fcards%2Forder%2Fstep1');
  return page;
}

async function logInAs(page: Awaited<ReturnType<typeof claireExpires>>, user: typeof CLAIRE) {
  fakeApi({ 'Identity/signIn': ok({ idToken: `id-${user.userId}` }), 'Account/login.json': ok({ user }) });
  await page.user.type(screen.getByLabelText('Adresse e-mail'), 'someone@example.org');
  await page.user.type(screen.getByLabelText('Mot de passe'), 'mot-de-passe-2026');
  await page.user.click(screen.getByRole('button', { name: 'Se connecter' }));
  await expect.poll(() => page.location()).toBe('/cards/order/step1');
  expect(sessionStore.getState().user).toEqual(user);
}

const savedState = (key: string) => JSON.parse(window.localStorage.getItem(key)!).state;

describe('a login after a session expired (decision 062)', () => {
  it('gives the same account its cart and card request back', async () => {
    const page = await claireExpires();
    await logInAs(page, CLAIRE);
    expect(cartStore.getState()).toMatchObject({ keptFor: null, items: [{ ubiUserId: 11, quantity: 1 }] });
    expect(tunnelStore.getState()).toMatchObject({ keptFor: null, quantity: 2 });
    expect(savedState(CART_STORAGE_KEY)).toMatchObject({ keptFor: null, items: [{ ubiUserId: 11 }] });
  });

  it('starts another account empty, and drops what was kept for the first one from the device', async () => {
    const page = await claireExpires();
    await logInAs(page, YANN);
    expect(cartStore.getState()).toMatchObject({ keptFor: null, items: [] });
    expect(tunnelStore.getState()).toMatchObject({
      keptFor: null,
      quantity: 1,
      personal: emptyTunnel().personal,
    });
    const saved = `${window.localStorage.getItem(CART_STORAGE_KEY)}${window.localStorage.getItem(TUNNEL_STORAGE_KEY)}`;
    expect(saved).not.toMatch(/Claire|"ubiUserId":11|"keptFor":"3"/);
  });

  it('keeps the day of life (spec §9): a cart kept longer than a day does not come back', async () => {
    const page = await claireExpires();
    const dayAgo = Date.now() - LOCAL_STATE_TTL_MS - 1000;
    cartStore.setState({ lastUpdated: dayAgo });
    tunnelStore.setState({ lastUpdated: dayAgo });
    await logInAs(page, CLAIRE);
    expect(cartStore.getState().items).toEqual([]);
    expect(tunnelStore.getState().quantity).toBe(1);
  });
});
