import { describe, expect, it } from 'vitest';
import {
  addItem,
  addOutcome,
  addToCart,
  allowedInstalments,
  CART_TTL_MS,
  cartItemCount,
  cartProductFromWire,
  cartProductToWire,
  cartTotalCents,
  emptyCart,
  holdsPostPayment,
  holdsReloads,
  isCartExpired,
  isOtherRequestType,
  isQuantityChangeable,
  maxItemQuantity,
  orderTypeOf,
  removeItem,
  setItemQuantity,
  type Cart,
  type CartItem,
  type NewCartItem,
} from '../src/cart.js';
import { MAX_ITEM_QUANTITY, MAX_ORDER_ITEMS } from '../src/item-quantity.js';

const duplicate = (ubiUserId: number, shopItemId = 'DUP'): NewCartItem => ({
  awUserId: 7,
  ubiUserId,
  type: 'CARD_DUPLICATE',
  product: { shopItemId, unitPriceCents: 1000, installments: [1], ubiProductId: 3 },
  duplicateRequestId: 50 + ubiUserId,
  reason: 'LOST',
});

const item = (
  id: string,
  unitPriceCents: number,
  quantity: number,
  more: Partial<CartItem> = {},
): CartItem => ({
  id,
  quantity,
  product: { shopItemId: id, unitPriceCents, installments: [1, 4, 10] },
  ...more,
});

/** A reload of the seeded catalogue's kind: a ticket (sold by the unit) or a monthly pass. */
const reload = (productType: string, shopItemId = productType === 'TICKET' ? 1001 : 1005): NewCartItem => ({
  awUserId: 7,
  ubiUserId: 4,
  type: 'CARD_RELOAD',
  product: { shopItemId, unitPriceCents: 170, installments: [1], ubiProductId: 101, productType },
  productName: productType === 'TICKET' ? 'Ticket unitaire' : 'Abonnement mensuel tout public',
  cardNumber: '4100000101',
  holderName: 'Claire Morel',
});

let counter = 0;
const ids = () => `item-${++counter}`;
const NOW = Date.UTC(2026, 10, 20, 9, 0);

describe('adding to the cart (spec §4)', () => {
  it('adds a new item with a generated id and a quantity of 1', () => {
    const items = addItem([], duplicate(4), ids);
    expect(items).toEqual([{ ...duplicate(4), id: expect.stringMatching(/^item-/), quantity: 1 }]);
  });

  it('adds one to the quantity of the same ticket for the same holder', () => {
    const once = addItem([], reload('TICKET'), ids);
    const twice = addItem(once, reload('TICKET'), ids);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(2);
    expect(twice[0]!.id).toBe(once[0]!.id);
    expect(addOutcome(once, reload('TICKET'))).toBe('increased');
    expect(addOutcome([], reload('TICKET'))).toBe('added');
  });

  it('adds the quantity of tickets asked for', () => {
    const items = addItem(
      addItem([], { ...reload('TICKET'), quantity: 2 }, ids),
      { ...reload('TICKET'), quantity: 3 },
      ids,
    );
    expect(items.map((entry) => entry.quantity)).toEqual([5]);
  });

  it('keeps a pass, a subscription or a duplicate added again at one, and says it is already in the cart (issue 23)', () => {
    for (const added of [reload('PASS', 1003), reload('SUBSCRIPTION'), duplicate(4)]) {
      const once = addItem([], added, ids);
      const again = addItem(once, added, ids);
      expect(again).toBe(once);
      expect(again[0]!.quantity).toBe(1);
      expect(addOutcome(once, added)).toBe('alreadyInCart');
      // Asked for several at once, a new line still holds one.
      expect(addItem([], { ...added, quantity: 3 }, ids)[0]!.quantity).toBe(1);
    }
  });

  it('stops tickets at the limit the api applies, and says the limit is reached', () => {
    let items = addItem([], { ...reload('TICKET'), quantity: MAX_ITEM_QUANTITY - 1 }, ids);
    items = addItem(items, { ...reload('TICKET'), quantity: 5 }, ids);
    expect(items[0]!.quantity).toBe(MAX_ITEM_QUANTITY);
    expect(addItem(items, reload('TICKET'), ids)).toBe(items);
    expect(addOutcome(items, reload('TICKET'))).toBe('limitReached');
    expect(MAX_ITEM_QUANTITY).toBe(10);
  });

  it('takes no line past the most one order holds, and says the cart is full; its lines still add up', () => {
    let items: CartItem[] = [];
    for (let card = 1; card <= MAX_ORDER_ITEMS; card += 1)
      items = addItem(items, { ...reload('TICKET'), ubiUserId: card }, ids);
    expect(items).toHaveLength(20);
    const another = { ...reload('TICKET'), ubiUserId: 99 };
    expect(addItem(items, another, ids)).toBe(items);
    expect(addOutcome(items, another)).toBe('cartFull');
    expect(addOutcome(items, { ...reload('TICKET'), ubiUserId: 1 })).toBe('increased');
  });

  it('holds one of a line saved without its product type, and completes it from a fresh add', () => {
    const { productType: _type, ...untyped } = reload('TICKET').product;
    const saved = addItem([], { awUserId: 7, ubiUserId: 4, type: 'CARD_RELOAD', product: untyped }, ids);
    expect(maxItemQuantity(saved[0]!)).toBe(1);
    const again = addItem(saved, reload('TICKET'), ids);
    expect(again[0]).toMatchObject({
      quantity: 2,
      productName: 'Ticket unitaire',
      cardNumber: '4100000101',
      product: { productType: 'TICKET' },
    });
  });

  it('keeps with each line the product, card and holder it was added with', () => {
    const [line] = addItem([], reload('SUBSCRIPTION'), ids);
    expect(line).toMatchObject({
      productName: 'Abonnement mensuel tout public',
      cardNumber: '4100000101',
      holderName: 'Claire Morel',
    });
  });

  it('matches a holder by awUserId alone or ubiUserId alone when only that one is known', () => {
    const product = { shopItemId: 1, unitPriceCents: 500, installments: [1], productType: 'TICKET' };
    const byAccount = addItem(addItem([], { awUserId: 7, product }, ids), { awUserId: 7, product }, ids);
    expect(byAccount.map((entry) => entry.quantity)).toEqual([2]);
    const byCard = addItem(addItem([], { ubiUserId: 4, product }, ids), { ubiUserId: '4', product }, ids);
    expect(byCard.map((entry) => entry.quantity)).toEqual([2]);
  });

  it('keeps a new item for another card of the same account, or another shop item', () => {
    let items = addItem([], duplicate(4), ids);
    items = addItem(items, duplicate(5), ids);
    items = addItem(items, duplicate(4, 'OTHER'), ids);
    expect(items.map((entry) => [entry.ubiUserId, entry.product.shopItemId, entry.quantity])).toEqual([
      [4, 'DUP', 1],
      [5, 'DUP', 1],
      [4, 'OTHER', 1],
    ]);
    expect(new Set(items.map((entry) => entry.id)).size).toBe(3);
  });

  it('never merges items that share no holder id', () => {
    const product = { shopItemId: 1, unitPriceCents: 500, installments: [1] };
    expect(addItem(addItem([], { product }, ids), { product }, ids)).toHaveLength(2);
  });

  it('keeps each new-card request its own item, and adds a request only once', () => {
    const product = { shopItemId: 31, unitPriceCents: 4900, installments: [1] };
    const camille: NewCartItem = { awUserId: 7, type: 'CARD_CREATION', cardRequestId: 81, product };
    const twoRequests = addItem(addItem([], camille, ids), { ...camille, cardRequestId: 82 }, ids);
    expect(twoRequests.map((entry) => [entry.cardRequestId, entry.quantity])).toEqual([
      [81, 1],
      [82, 1],
    ]);
    const again = addItem(twoRequests, { ...camille, cardRequestId: '81' }, ids);
    expect(again).toBe(twoRequests);
    expect(addOutcome(twoRequests, { ...camille, cardRequestId: '81' })).toBe('alreadyInCart');
    // A reload of the same shop item for the same account is another article than a new card.
    const reload = addItem(twoRequests, { awUserId: 7, type: 'CARD_RELOAD', product }, ids);
    expect(reload).toHaveLength(3);
  });

  it('leaves the items it was given unchanged', () => {
    const once = addItem([], reload('TICKET'), ids);
    addItem(once, reload('TICKET'), ids);
    expect(once[0]!.quantity).toBe(1);
  });
});

describe('the quantity of a line (issue 23)', () => {
  it('is changed for tickets only, within 1 and the limit the api applies', () => {
    const items = addItem([], reload('TICKET'), ids);
    const id = items[0]!.id;
    expect(isQuantityChangeable(items[0]!)).toBe(true);
    expect(setItemQuantity(items, id, 4)[0]!.quantity).toBe(4);
    expect(setItemQuantity(items, id, 0)[0]!.quantity).toBe(1);
    expect(setItemQuantity(items, id, 99)[0]!.quantity).toBe(MAX_ITEM_QUANTITY);
    expect(setItemQuantity(items, id, 2.5)).toBe(items);
    expect(setItemQuantity(items, 'unknown', 3)).toBe(items);
  });

  it('keeps a pass at one, brings one saved at two back to one, and leaves a new card’s request as it is', () => {
    const pass = addItem([], reload('SUBSCRIPTION'), ids);
    expect(isQuantityChangeable(pass[0]!)).toBe(false);
    expect(setItemQuantity(pass, pass[0]!.id, 3)).toBe(pass);
    const savedAtTwo = [{ ...pass[0]!, quantity: 2 }];
    expect(setItemQuantity(savedAtTwo, pass[0]!.id, 1)[0]!.quantity).toBe(1);

    const product = { shopItemId: 1001, unitPriceCents: 170, installments: [1], productType: 'TICKET' };
    const request = addItem([], { type: 'CARD_CREATION', cardRequestId: 81, quantity: 3, product }, ids);
    expect(isQuantityChangeable(request[0]!)).toBe(false);
    expect(setItemQuantity(request, request[0]!.id, 5)).toBe(request);
  });
});

describe('removing from the cart and counting (spec §4, §2)', () => {
  it('removes by item id only', () => {
    const items = addItem(addItem([], duplicate(4), ids), duplicate(5), ids);
    expect(removeItem(items, items[0]!.id).map((entry) => entry.ubiUserId)).toEqual([5]);
    expect(removeItem(items, 'unknown')).toHaveLength(2);
  });

  it('removes a new card’s request whole: its ticket and its fee, whichever is removed', () => {
    const pass = { shopItemId: 1005, unitPriceCents: 4900, installments: [1] };
    const fee = { shopItemId: 1011, unitPriceCents: 800, installments: [1] };
    const request = (cardRequestId: number | string, product: typeof pass): NewCartItem => ({
      awUserId: 7,
      type: 'CARD_CREATION',
      cardRequestId,
      product,
    });
    let items = addItem([], request(81, pass), ids);
    items = addItem(items, request(81, fee), ids);
    items = addItem(items, request(82, pass), ids);
    items = addItem(items, request(82, fee), ids);
    const feeOf81 = items[1]!.id;
    expect(removeItem(items, feeOf81).map((entry) => entry.cardRequestId)).toEqual([82, 82]);
    // The same request named as text (a cart saved by an older portal) goes too.
    const mixed = [...items.slice(0, 1), { ...items[1]!, cardRequestId: '81' }, ...items.slice(2)];
    expect(removeItem(mixed, items[0]!.id).map((entry) => entry.cardRequestId)).toEqual([82, 82]);
  });

  it('counts the articles: the sum of the quantities', () => {
    expect(cartItemCount({ items: [] })).toBe(0);
    expect(cartItemCount({ items: [item('a', 100, 2), item('b', 100, 1)] })).toBe(3);
  });
});

describe('the reset cart and its expiry (spec §4, §9)', () => {
  it('is empty, without passenger or delivery, for a CARD_CREATION', () => {
    expect(emptyCart(NOW)).toEqual({
      items: [],
      passengerId: '',
      orderType: 'CARD_CREATION',
      delivery: null,
      lastUpdated: NOW,
    });
  });

  it('is discarded one day after its last change', () => {
    expect(CART_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(isCartExpired({ lastUpdated: NOW }, NOW + CART_TTL_MS)).toBe(false);
    expect(isCartExpired({ lastUpdated: NOW }, NOW + CART_TTL_MS + 1)).toBe(true);
    expect(isCartExpired({ lastUpdated: undefined }, NOW)).toBe(true);
  });
});

describe('one type of request at a time (spec §4)', () => {
  const duplicates: Cart = { ...emptyCart(NOW), orderType: 'CARD_DUPLICATE', items: [item('a', 1000, 1)] };

  it('asks first only when the cart holds items of another type', () => {
    expect(isOtherRequestType(emptyCart(NOW), 'CARD_DUPLICATE')).toBe(false);
    expect(isOtherRequestType(duplicates, 'CARD_DUPLICATE')).toBe(false);
    expect(isOtherRequestType(duplicates, 'CARD_RELOAD')).toBe(true);
    expect(isOtherRequestType(duplicates, 'CARD_CREATION')).toBe(true);
  });

  it('takes an item’s request type from its type, a card creation by default', () => {
    expect(orderTypeOf({ type: 'CARD_DUPLICATE' })).toBe('CARD_DUPLICATE');
    expect(orderTypeOf({ type: 'CARD_RELOAD' })).toBe('CARD_RELOAD');
    expect(orderTypeOf({})).toBe('CARD_CREATION');
    expect(orderTypeOf({ type: 'SOMETHING_ELSE' })).toBe('CARD_CREATION');
  });

  it('adds an item of the same type to the cart, and marks the change', () => {
    const cart = addToCart(duplicates, duplicate(4), 'CARD_DUPLICATE', { now: NOW + 5, newId: ids });
    expect(cart.items).toHaveLength(2);
    expect(cart.orderType).toBe('CARD_DUPLICATE');
    expect(cart.lastUpdated).toBe(NOW + 5);
  });

  it('sets the order type of an empty cart to the first item’s', () => {
    const cart = addToCart(emptyCart(NOW), duplicate(4), 'CARD_DUPLICATE', { now: NOW, newId: ids });
    expect(cart.orderType).toBe('CARD_DUPLICATE');
  });

  it('continuing another path clears the cart, passenger and delivery included, then adds', () => {
    const busy: Cart = {
      ...duplicates,
      passengerId: 'p-1',
      delivery: { type: 'SHIPPING' },
    };
    const reload = { awUserId: 7, ubiUserId: 4, type: 'CARD_RELOAD', product: item('r', 3000, 1).product };
    const cart = addToCart(busy, reload, 'CARD_RELOAD', { now: NOW, newId: ids });
    expect(cart.orderType).toBe('CARD_RELOAD');
    expect(cart.items.map((entry) => entry.type)).toEqual(['CARD_RELOAD']);
    expect(cart).toMatchObject({ passengerId: '', delivery: null });
  });
});

describe('the amounts of the cart (spec §9)', () => {
  it('totals unit price times quantity, in cents', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(cartTotalCents([item('a', 1250, 2), item('b', 1, 3), item('c', 99_999, 1)])).toBe(
      2500 + 3 + 99_999,
    );
  });

  it('never sums floats: ten items of 0,10 € are exactly 1,00 €', () => {
    const items = Array.from({ length: 10 }, (_, index) => item(`i${index}`, 10, 1));
    expect(cartTotalCents(items)).toBe(100);
  });

  it('refuses a total past exact integers rather than rounding it', () => {
    expect(() => cartTotalCents([item('a', 100_000_000, 2 ** 40)])).toThrow(RangeError);
  });

  it('offers the instalments every item allows among 1, 4 and 10, with 1 always', () => {
    const withPlans = (id: string, installments: number[]) => ({
      ...item(id, 100, 1),
      product: { shopItemId: id, unitPriceCents: 100, installments },
    });
    expect(allowedInstalments([withPlans('a', [1, 4, 10]), withPlans('b', [4, 10])])).toEqual([1, 4, 10]);
    expect(allowedInstalments([withPlans('a', [1, 4, 10]), withPlans('b', [1, 4])])).toEqual([1, 4]);
    expect(allowedInstalments([withPlans('a', [10]), withPlans('b', [4])])).toEqual([1]);
    expect(allowedInstalments([withPlans('a', [3, 4, 12])])).toEqual([1, 4]);
    expect(allowedInstalments([withPlans('a', [])])).toEqual([1]);
    expect(allowedInstalments([])).toEqual([1]);
  });

  it('holds reloads when any item is a CARD_RELOAD', () => {
    expect(holdsReloads([item('a', 100, 1, { type: 'CARD_DUPLICATE' })])).toBe(false);
    expect(holdsReloads([item('a', 100, 1), item('b', 100, 1, { type: 'CARD_RELOAD' })])).toBe(true);
  });

  it('holds post-payment when any item’s product is the post-payment fare', () => {
    const fare = (ubiProductId?: string | number) => ({
      ...item('a', 0, 1),
      product: { shopItemId: 'a', unitPriceCents: 0, installments: [1], ubiProductId },
    });
    expect(holdsPostPayment([fare(12), fare(99)], 99)).toBe(true);
    expect(holdsPostPayment([fare('99')], 99)).toBe(true);
    expect(holdsPostPayment([fare(12)], 99)).toBe(false);
    expect(holdsPostPayment([fare(undefined)], undefined)).toBe(false);
  });
});

describe('the product of a cart item on the wire (spec §3)', () => {
  it('reads the price string once into cents, and writes it back', () => {
    const wire = { shopItemId: 'DUP', shopItemPromoPrice: '12.5', installments: [1, 4], ubiProductId: 3 };
    const product = cartProductFromWire(wire);
    expect(product).toEqual({
      shopItemId: 'DUP',
      unitPriceCents: 1250,
      installments: [1, 4],
      ubiProductId: 3,
    });
    expect(cartProductToWire(product!)).toEqual({ ...wire, shopItemPromoPrice: '12.50' });
  });

  it('refuses a product whose price cannot be read exactly', () => {
    for (const shopItemPromoPrice of ['1e3', '-1', ' 12', '12.345', '99999999999']) {
      expect(cartProductFromWire({ shopItemId: 1, shopItemPromoPrice, installments: [1] })).toBeNull();
    }
  });
});
