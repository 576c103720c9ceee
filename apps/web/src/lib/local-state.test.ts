import { afterEach, describe, expect, it } from 'vitest';
import { addCartItem, CART_STORAGE_KEY, cartStore, emptyCart } from './cart-store.ts';
import { claimLocalStateFor, isKeptFor, keepLocalStateFor } from './local-state.ts';
import { LOCAL_STATE_TTL_MS } from './local-storage.ts';
import { emptyTunnel, TUNNEL_STORAGE_KEY, tunnelStore } from './tunnel-store.ts';

afterEach(() => {
  cartStore.setState(emptyCart());
  tunnelStore.setState(emptyTunnel());
});

function aCartAndARequest() {
  addCartItem({
    ubiUserId: 11,
    type: 'CARD_DUPLICATE',
    product: { shopItemId: 90, shopItemPromoPrice: '10.00', installments: [1] },
  });
  tunnelStore.setState({ quantity: 2, lastUpdated: Date.now() });
}

describe('the cart and card request kept at an expiry (decision 062)', () => {
  it('come back only to the account they were kept for, within their day', () => {
    const now = Date.now();
    expect(isKeptFor({ keptFor: '3', lastUpdated: now }, 3, now)).toBe(true);
    expect(isKeptFor({ keptFor: '3', lastUpdated: now }, '3', now)).toBe(true);
    expect(isKeptFor({ keptFor: '3', lastUpdated: now }, 4, now)).toBe(false);
    expect(isKeptFor({ keptFor: null, lastUpdated: now }, 3, now)).toBe(false);
    expect(isKeptFor({ lastUpdated: now }, 3, now)).toBe(false);
    expect(isKeptFor({ keptFor: '3', lastUpdated: now - LOCAL_STATE_TTL_MS - 1 }, 3, now)).toBe(false);
  });

  it('stay marked through a reload of the page, without a new date', async () => {
    aCartAndARequest();
    const { lastUpdated } = cartStore.getState();
    keepLocalStateFor(3);
    const savedCart = window.localStorage.getItem(CART_STORAGE_KEY)!;
    const savedTunnel = window.localStorage.getItem(TUNNEL_STORAGE_KEY)!;
    // A new page: the stores start empty, then read what the device saved.
    cartStore.setState(emptyCart());
    tunnelStore.setState(emptyTunnel());
    window.localStorage.setItem(CART_STORAGE_KEY, savedCart);
    window.localStorage.setItem(TUNNEL_STORAGE_KEY, savedTunnel);
    await cartStore.persist.rehydrate();
    await tunnelStore.persist.rehydrate();
    expect(cartStore.getState()).toMatchObject({ keptFor: '3', lastUpdated, items: [{ ubiUserId: 11 }] });
    expect(tunnelStore.getState()).toMatchObject({ keptFor: '3', quantity: 2 });
  });

  it('are emptied at a login when nobody marked them: a cart of unknown owner is shown to no one', () => {
    aCartAndARequest();
    claimLocalStateFor(3);
    expect(cartStore.getState().items).toEqual([]);
    expect(tunnelStore.getState().quantity).toBe(1);
  });

  it('are given back, unmarked, to their account’s login', () => {
    aCartAndARequest();
    keepLocalStateFor(3);
    claimLocalStateFor('3');
    expect(cartStore.getState()).toMatchObject({ keptFor: null, items: [{ ubiUserId: 11 }] });
    expect(tunnelStore.getState()).toMatchObject({ keptFor: null, quantity: 2 });
  });
});
