import { afterEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, cartItemCount, cartStore, emptyCart, resetCart } from './cart-store.ts';
import { LOCAL_STATE_TTL_MS } from './local-storage.ts';
import { fullName, readStoredSession, startSession, endSession } from './session.ts';
import { emptyTunnel, TUNNEL_STORAGE_KEY, tunnelStore } from './tunnel-store.ts';

const saved = (state: object) => JSON.stringify({ state, version: 1 });
const item = { id: 'x', quantity: 2, product: { shopItemId: 1, unitPriceCents: 500, installments: [1] } };

afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

describe('the cart and tunnel stores (spec §3, §4)', () => {
  it('restores a cart saved less than a day ago, and discards an older one', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      saved({ ...emptyCart(), items: [item], lastUpdated: Date.now() - 1000 }),
    );
    await cartStore.persist.rehydrate();
    expect(cartItemCount(cartStore.getState())).toBe(2);

    cartStore.setState(emptyCart());
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      saved({ ...emptyCart(), items: [item], lastUpdated: Date.now() - LOCAL_STATE_TTL_MS - 1000 }),
    );
    await cartStore.persist.rehydrate();
    expect(cartStore.getState().items).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('saves the cart on every change, and resets it to CARD_CREATION', () => {
    cartStore.setState({ items: [item], passengerId: 'p1', orderType: 'CARD_RELOAD' });
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).state.items).toHaveLength(1);
    resetCart();
    expect(cartStore.getState()).toMatchObject({
      items: [],
      passengerId: '',
      orderType: 'CARD_CREATION',
      delivery: null,
    });
  });

  it('resets the tunnel to quantity 1, SHIPPING and France (FR)', () => {
    tunnelStore.setState({ quantity: 3 });
    expect(window.localStorage.getItem(TUNNEL_STORAGE_KEY)).not.toBeNull();
    expect(emptyTunnel()).toMatchObject({
      product: null,
      quantity: 1,
      photo: null,
      delivery: { type: 'SHIPPING' },
      documents: {},
    });
    expect(emptyTunnel().personal.address?.country).toBe('FR');
  });

  it('reads a tunnel saved with the country name France, before ISO codes, as FR', async () => {
    const address = (country: string) => ({
      line1: '1 quai',
      postalCode: '99500',
      city: 'Port-Marin',
      country,
    });
    window.localStorage.setItem(
      TUNNEL_STORAGE_KEY,
      JSON.stringify({
        version: 0,
        state: {
          ...emptyTunnel(),
          quantity: 2,
          personal: { firstname: 'Lou', address: { country: 'France' } },
          delivery: { type: 'SHIPPING', address: address('France') },
        },
      }),
    );
    await tunnelStore.persist.rehydrate();
    expect(tunnelStore.getState()).toMatchObject({
      quantity: 2,
      personal: { firstname: 'Lou', address: { country: 'FR' } },
      delivery: { type: 'SHIPPING', address: address('FR') },
    });
  });
});

describe('the session (spec §3)', () => {
  it('joins first and last name with a space', () => {
    expect(fullName({ userName: 'Jean-Pierre', userLastname: "N'Diaye" })).toBe("Jean-Pierre N'Diaye");
  });

  it('keeps the tokens in cookies and the names in oceane.user, until logout', () => {
    startSession({ userToken: 'u-1', userId: 4, userName: 'Lou', userLastname: 'Le Goff' }, 'i-1');
    expect(document.cookie).toContain('userToken=u-1');
    expect(document.cookie).toContain('idToken=i-1');
    expect(readStoredSession().user).toEqual({
      userToken: 'u-1',
      userId: 4,
      userName: 'Lou',
      userLastname: 'Le Goff',
    });
    endSession();
    expect(document.cookie).not.toContain('userToken=');
    expect(window.localStorage.getItem('oceane.user')).toBeNull();
    expect(readStoredSession().user).toBeNull();
  });
});
