import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { addCartItem, CART_STORAGE_KEY, cartStore, emptyCart } from '../../../lib/cart-store.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { endSession, sessionStore, startSession } from '../../../lib/session.ts';
import { emptyTunnel, TUNNEL_STORAGE_KEY, tunnelStore } from '../../../lib/tunnel-store.ts';
import { logout, useLogout } from './logout.ts';

/** What the person leaving had on this device: a cart, a card request begun, cached answers. */
function leaveTraces() {
  startSession({ userToken: 'u-1', userId: 4, userName: 'Lou', userLastname: 'Le Goff' }, 'i-1');
  addCartItem({
    awUserId: 4,
    ubiUserId: 11,
    type: 'CARD_DUPLICATE',
    product: { shopItemId: 90, shopItemPromoPrice: '10.00', installments: [1] },
  });
  tunnelStore.setState({ quantity: 3, personal: { firstname: 'Lou', lastname: 'Le Goff' } });
  getQueryClient().setQueryData(['cards'], [{ id: 11 }]);
}

function expectNoTraces() {
  expect(cartStore.getState()).toMatchObject({ items: [], orderType: 'CARD_CREATION', passengerId: '' });
  expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).state.items).toEqual([]);
  expect(tunnelStore.getState()).toMatchObject({ quantity: 1, personal: emptyTunnel().personal });
  expect(JSON.parse(window.localStorage.getItem(TUNNEL_STORAGE_KEY)!).state.quantity).toBe(1);
  expect(getQueryClient().getQueryData(['cards'])).toBeUndefined();
}

afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
  tunnelStore.setState(emptyTunnel());
});

describe('logout resets the state (spec §4)', () => {
  it('empties the cart, the card request and the cached answers, so the next person inherits nothing', async () => {
    const api = fakeApi({ 'Account/logout.json': ok({}) });
    leaveTraces();
    await logout();
    expect(api.calls('Account/logout.json')).toHaveLength(1);
    expect(sessionStore.getState().user).toBeNull();
    expectNoTraces();
  });

  it('resets them too when the server call fails', async () => {
    fakeApi({ 'Account/logout.json': ko('INTERNAL', 'Down', 503) });
    leaveTraces();
    await logout();
    expectNoTraces();
  });

  it('goes to the login page with the page’s query cache emptied', async () => {
    fakeApi({ 'Account/logout.json': ok({}) });
    leaveTraces();
    function LogoutButton() {
      const run = useLogout();
      return (
        <button type="button" onClick={() => void run()}>
          Leave
        </button>
      );
    }
    const page = renderAt(<LogoutButton />, { path: '/en/cards', routes: [landing('/en/auth/login')] });
    page.queryClient.setQueryData(['user'], { name: 'Lou' });
    await page.user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('landed on /en/auth/login')).toBeInTheDocument();
    expect(page.queryClient.getQueryData(['user'])).toBeUndefined();
    expectNoTraces();
  });
});
