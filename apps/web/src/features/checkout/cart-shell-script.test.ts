import { CART_TTL_MS } from '@oceane/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCartItem,
  CART_STORAGE_KEY,
  cartStore,
  emptyCart,
  removeCartItem,
  type NewWireCartItem,
} from '../../lib/cart-store.ts';
import { EMPTY_CART_SCRIPT, SHELL_CART_ATTRIBUTE } from './cart-shell-script.ts';

const duplicate: NewWireCartItem = {
  awUserId: 7,
  ubiUserId: 4,
  type: 'CARD_DUPLICATE',
  product: { shopItemId: 'DUP', shopItemPromoPrice: '10.00', installments: [1], ubiProductId: 3 },
  duplicateRequestId: 54,
  reason: 'LOST',
};

/** Runs the shell's script as the browser does, and says what it left on <html>. */
function runShellScript(): string | null {
  new Function(EMPTY_CART_SCRIPT)();
  return document.documentElement.getAttribute(SHELL_CART_ATTRIBUTE);
}

const save = (state: unknown) =>
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version: 1 }));

afterEach(() => {
  document.documentElement.removeAttribute(SHELL_CART_ATTRIBUTE);
  cartStore.setState(emptyCart());
  window.history.replaceState(null, '', '/');
});

describe("the cart page's shell script (issue 9)", () => {
  it('marks the page empty when nothing is saved', () => {
    expect(runShellScript()).toBe('empty');
  });

  it('agrees with the cart store: a cart with an item is not empty, and is once the item is removed', () => {
    addCartItem(duplicate);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toContain('"items":[{');
    expect(runShellScript()).toBeNull();
    removeCartItem(cartStore.getState().items[0]!.id);
    expect(runShellScript()).toBe('empty');
  });

  it('marks empty a cart saved more than a day ago, or without a date, which the store discards', () => {
    save({ items: [{ id: 'x' }], lastUpdated: Date.now() - CART_TTL_MS - 1_000 });
    expect(runShellScript()).toBe('empty');
    document.documentElement.removeAttribute(SHELL_CART_ATTRIBUTE);
    save({ items: [{ id: 'x' }] });
    expect(runShellScript()).toBe('empty');
  });

  it('leaves the loading line for what it cannot read: bad JSON, no state, items of another shape', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(runShellScript()).toBeNull();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1 }));
    expect(runShellScript()).toBeNull();
    save({ items: { 0: 'x' }, lastUpdated: Date.now() });
    expect(runShellScript()).toBeNull();
  });

  it('leaves a return from the payment page (?order=) to the page', () => {
    window.history.replaceState(null, '', '/cart?order=12');
    expect(runShellScript()).toBeNull();
    window.history.replaceState(null, '', '/cart?reorder=12');
    expect(runShellScript()).toBe('empty');
  });
});
