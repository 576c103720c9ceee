import { afterEach, describe, expect, it } from 'vitest';
import {
  addCartItem,
  CART_STORAGE_KEY,
  cartItemCount,
  cartStore,
  checkoutKeyFor,
  dropCheckoutKey,
  emptyCart,
  InvalidPriceError,
  recordCheckoutOrder,
  removeCartItem,
  resetCart,
  resetCartPaidBy,
  setCartItemQuantity,
  setCartVoucher,
  type NewWireCartItem,
} from './cart-store.ts';

const duplicate = (ubiUserId: number, shopItemPromoPrice = '10.00'): NewWireCartItem => ({
  awUserId: 7,
  ubiUserId,
  type: 'CARD_DUPLICATE',
  product: { shopItemId: 'DUP', shopItemPromoPrice, installments: [1], ubiProductId: 3 },
  duplicateRequestId: 50 + ubiUserId,
  reason: 'LOST',
});

/** A reload on Claire's card, as the reload page adds it: a ticket or the monthly pass. */
const reload = (productType: 'TICKET' | 'SUBSCRIPTION'): NewWireCartItem => ({
  awUserId: 7,
  ubiUserId: 11,
  type: 'CARD_RELOAD',
  product: {
    shopItemId: productType === 'TICKET' ? 1001 : 1005,
    shopItemPromoPrice: productType === 'TICKET' ? '1.70' : '49.00',
    installments: [1],
    ubiProductId: productType === 'TICKET' ? 101 : 105,
    productType,
  },
  productName: productType === 'TICKET' ? 'Ticket unitaire' : 'Abonnement mensuel tout public',
  cardNumber: '4100000101',
  holderName: 'Claire Morel',
});

afterEach(() => {
  cartStore.setState(emptyCart());
  window.localStorage.clear();
});

describe('the cart store over the domain’s rules (spec §3, §4)', () => {
  it('keeps the price in cents, read once from the wire’s string', () => {
    addCartItem(duplicate(4, '12.5'));
    const [item] = cartStore.getState().items;
    expect(item!.product).toEqual({
      shopItemId: 'DUP',
      unitPriceCents: 1250,
      installments: [1],
      ubiProductId: 3,
    });
    expect(item!.id).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('refuses an item whose price cannot be read, and leaves the cart as it was', () => {
    addCartItem(duplicate(4));
    expect(() => addCartItem(duplicate(5, '1e3'))).toThrow(InvalidPriceError);
    expect(cartStore.getState().items.map((item) => item.ubiUserId)).toEqual([4]);
  });

  it('saves every change, the badge count following, and removes by id', () => {
    addCartItem(reload('TICKET'));
    addCartItem(reload('TICKET'));
    expect(cartItemCount(cartStore.getState())).toBe(2);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).state.items).toHaveLength(1);
    removeCartItem(cartStore.getState().items[0]!.id);
    expect(cartStore.getState().items).toEqual([]);
  });

  it('keeps a pass added twice at one and answers it is already in the cart; tickets add up (issue 23)', () => {
    expect(addCartItem(reload('SUBSCRIPTION'))).toBe('added');
    const key = checkoutKeyFor('content');
    expect(addCartItem(reload('SUBSCRIPTION'))).toBe('alreadyInCart');
    expect(cartStore.getState().items.map((item) => item.quantity)).toEqual([1]);
    // Nothing changed: the checkout's key stands.
    expect(checkoutKeyFor('content')).toBe(key);
    expect(addCartItem(reload('TICKET'))).toBe('added');
    expect(addCartItem(reload('TICKET'))).toBe('increased');
    expect(cartStore.getState().items.map((item) => item.quantity)).toEqual([1, 2]);
  });

  it('changes a ticket line’s quantity within the limit, a pass staying one, and drops the checkout key', () => {
    addCartItem(reload('TICKET'));
    addCartItem(reload('SUBSCRIPTION'));
    const [ticket, pass] = cartStore.getState().items;
    const key = checkoutKeyFor('content');
    setCartItemQuantity(ticket!.id, 4);
    setCartItemQuantity(pass!.id, 3);
    expect(cartStore.getState().items.map((item) => item.quantity)).toEqual([4, 1]);
    expect(cartStore.getState().checkout).toBeNull();
    expect(checkoutKeyFor('content')).not.toBe(key);
    setCartItemQuantity(ticket!.id, 50);
    expect(cartStore.getState().items[0]!.quantity).toBe(10);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).state.items[0].quantity).toBe(10);
  });

  it('keeps each line’s product, card and holder through a reload of the page', async () => {
    addCartItem(reload('SUBSCRIPTION'));
    const saved = window.localStorage.getItem(CART_STORAGE_KEY)!;
    cartStore.setState(emptyCart());
    window.localStorage.setItem(CART_STORAGE_KEY, saved);
    await cartStore.persist.rehydrate();
    expect(cartStore.getState().items[0]).toMatchObject({
      productName: 'Abonnement mensuel tout public',
      cardNumber: '4100000101',
      holderName: 'Claire Morel',
      product: { productType: 'SUBSCRIPTION' },
    });
  });

  it('loads a cart saved before lines kept their names and product types, and re-adding completes them', async () => {
    const { productName: _name, cardNumber: _number, holderName: _holder, ...bare } = reload('SUBSCRIPTION');
    const { productType: _type, shopItemPromoPrice: _price, ...product } = bare.product;
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          ...emptyCart(),
          orderType: 'CARD_RELOAD',
          items: [{ ...bare, id: 'old', quantity: 2, product: { ...product, unitPriceCents: 4900 } }],
        },
      }),
    );
    await cartStore.persist.rehydrate();
    expect(cartStore.getState().items).toEqual([
      expect.objectContaining({ id: 'old', quantity: 2, type: 'CARD_RELOAD' }),
    ]);
    // A pass saved at two (before issue 23) is brought back to one, and stays one when added again.
    setCartItemQuantity('old', 1);
    expect(addCartItem(reload('SUBSCRIPTION'))).toBe('alreadyInCart');
    expect(cartStore.getState().items[0]).toMatchObject({ id: 'old', quantity: 1 });
  });

  it('sets the cart’s order type to the request added (one type at a time)', () => {
    addCartItem(duplicate(4));
    expect(cartStore.getState().orderType).toBe('CARD_DUPLICATE');
  });

  it('continuing another path replaces the cart', () => {
    addCartItem(duplicate(4));
    addCartItem({ ...duplicate(5), type: 'CARD_RELOAD' }, 'CARD_RELOAD');
    expect(cartStore.getState()).toMatchObject({ orderType: 'CARD_RELOAD' });
    expect(cartStore.getState().items.map((item) => item.ubiUserId)).toEqual([5]);
  });

  it('reads a cart saved with price strings, before cents, and drops what it cannot read', async () => {
    const product = (shopItemPromoPrice: string) => ({
      shopItemId: 'DUP',
      shopItemPromoPrice,
      installments: [1],
    });
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 0,
        state: {
          ...emptyCart(),
          items: [
            { id: 'a', quantity: 1, type: 'CARD_DUPLICATE', ubiUserId: 4, product: product('10.00') },
            { id: 'b', quantity: 1, type: 'CARD_DUPLICATE', ubiUserId: 5, product: product('ten') },
          ],
        },
      }),
    );
    await cartStore.persist.rehydrate();
    expect(cartStore.getState().items).toEqual([
      {
        id: 'a',
        quantity: 1,
        type: 'CARD_DUPLICATE',
        ubiUserId: 4,
        product: { shopItemId: 'DUP', unitPriceCents: 1000, installments: [1] },
      },
    ]);
    expect(cartStore.getState().orderType).toBe('CARD_DUPLICATE');
  });
});

describe('the checkout’s idempotency key and voucher (decision 030)', () => {
  it('answers the same key for the same content, and a new one for another', () => {
    addCartItem(duplicate(4));
    const first = checkoutKeyFor('content A');
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(checkoutKeyFor('content A')).toBe(first);
    const second = checkoutKeyFor('content B');
    expect(second).not.toBe(first);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).state.checkout).toEqual({
      key: second,
      content: 'content B',
    });
  });

  it('makes a new key whenever the items change, and forgets it on a reset', () => {
    addCartItem(duplicate(4));
    const first = checkoutKeyFor('same');
    addCartItem(duplicate(5));
    const second = checkoutKeyFor('same');
    expect(second).not.toBe(first);
    removeCartItem(cartStore.getState().items[1]!.id);
    const third = checkoutKeyFor('same');
    expect(third).not.toBe(second);
    dropCheckoutKey();
    expect(checkoutKeyFor('same')).not.toBe(third);
    resetCart();
    expect(cartStore.getState().checkout).toBeNull();
  });

  it('is emptied by the payment of its own order only, not by an older order’s result', () => {
    addCartItem(duplicate(4));
    checkoutKeyFor('paid content');
    recordCheckoutOrder(31);
    // Back from the payment page of an older order: the cart holds items nobody paid yet.
    expect(resetCartPaidBy(30)).toBe(false);
    expect(cartStore.getState().items).toHaveLength(1);
    expect(resetCartPaidBy(31)).toBe(true);
    expect(cartStore.getState().items).toEqual([]);
    // A cart filled after a payment has no order yet: no result empties it.
    addCartItem(duplicate(5));
    expect(resetCartPaidBy(31)).toBe(false);
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it('keeps the voucher with the cart, and drops it with the last item', () => {
    addCartItem(duplicate(4));
    setCartVoucher('BIENVENUE10');
    expect(cartStore.getState().voucherCode).toBe('BIENVENUE10');
    removeCartItem(cartStore.getState().items[0]!.id);
    expect(cartStore.getState().voucherCode).toBeNull();
    addCartItem(duplicate(4));
    setCartVoucher('MOINS5');
    resetCart();
    expect(cartStore.getState().voucherCode).toBeNull();
  });
});
