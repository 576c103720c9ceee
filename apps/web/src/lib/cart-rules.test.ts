import { afterEach, describe, expect, it } from 'vitest';
import {
  addCartItem,
  addToCart,
  cartItemCount,
  cartStore,
  emptyCart,
  removeCartItem,
  removeFromCart,
  type NewCartItem,
} from './cart-store.ts';

const duplicate = (ubiUserId: number, shopItemId = 'DUP'): NewCartItem => ({
  awUserId: 7,
  ubiUserId,
  type: 'CARD_DUPLICATE',
  product: { shopItemId, shopItemPromoPrice: '10.00', installments: [1], ubiProductId: 3 },
  duplicateRequestId: 50 + ubiUserId,
  reason: 'LOST',
});

let counter = 0;
const ids = () => `item-${++counter}`;

afterEach(() => cartStore.setState(emptyCart()));

describe('adding to the cart (spec §4)', () => {
  it('adds a new item with a generated id and a quantity of 1', () => {
    const items = addToCart([], duplicate(4), ids);
    expect(items).toEqual([{ ...duplicate(4), id: expect.stringMatching(/^item-/), quantity: 1 }]);
  });

  it('adds one to the quantity of the same shop item for the same holder', () => {
    const once = addToCart([], duplicate(4), ids);
    const twice = addToCart(once, duplicate(4), ids);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(2);
    expect(twice[0]!.id).toBe(once[0]!.id);
  });

  it('matches a holder by awUserId alone or ubiUserId alone when only that one is known', () => {
    const product = { shopItemId: 1, shopItemPromoPrice: '5.00', installments: [1] };
    const byAccount = addToCart(addToCart([], { awUserId: 7, product }, ids), { awUserId: 7, product }, ids);
    expect(byAccount.map((item) => item.quantity)).toEqual([2]);
    const byCard = addToCart(addToCart([], { ubiUserId: 4, product }, ids), { ubiUserId: '4', product }, ids);
    expect(byCard.map((item) => item.quantity)).toEqual([2]);
  });

  it('keeps a new item for another card of the same account, or another shop item', () => {
    let items = addToCart([], duplicate(4), ids);
    items = addToCart(items, duplicate(5), ids);
    items = addToCart(items, duplicate(4, 'OTHER'), ids);
    expect(items.map((item) => [item.ubiUserId, item.product.shopItemId, item.quantity])).toEqual([
      [4, 'DUP', 1],
      [5, 'DUP', 1],
      [4, 'OTHER', 1],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
  });

  it('never merges items that share no holder id', () => {
    const product = { shopItemId: 1, shopItemPromoPrice: '5.00', installments: [1] };
    const items = addToCart(addToCart([], { product }, ids), { product }, ids);
    expect(items).toHaveLength(2);
  });
});

describe('removing from the cart (spec §4)', () => {
  it('removes by item id only', () => {
    const items = addToCart(addToCart([], duplicate(4), ids), duplicate(5), ids);
    expect(removeFromCart(items, items[0]!.id).map((item) => item.ubiUserId)).toEqual([5]);
    expect(removeFromCart(items, 'unknown')).toHaveLength(2);
  });

  it('saves every change in the store, the badge count following', () => {
    addCartItem(duplicate(4));
    addCartItem(duplicate(4));
    expect(cartItemCount(cartStore.getState())).toBe(2);
    const [item] = cartStore.getState().items;
    expect(item!.id).toMatch(/^[0-9a-f-]{32,36}$/);
    removeCartItem(item!.id);
    expect(cartStore.getState().items).toEqual([]);
  });
});
