/**
 * The cart (spec §3), persisted in localStorage `oceane.cart` on every change and discarded
 * after a day. A thin store over the rules of packages/domain (cart.ts): the price string an api
 * answer carries becomes integer cents here, once, as the item goes in. It also keeps what the
 * checkout needs across the trip to the payment page: the voucher code typed and the idempotency
 * key of the current checkout (docs/decisions/030-web-checkout.md).
 */
import {
  addOutcome,
  addToCart,
  cartItemCount,
  cartProductFromWire,
  emptyCart as emptyDomainCart,
  orderTypeOf,
  isOtherRequestType,
  removeItem,
  setItemQuantity,
  type AddOutcome,
  type Cart,
  type CartItem,
  type NewCartItem,
  type OrderType,
  type WireCartProduct,
} from '@oceane/domain';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { migrateSavedCart } from './cart-migration.ts';
import { expiringStorage } from './local-storage.ts';
import { CART_STORAGE_KEY } from './storage-keys.ts';

export type { AddOutcome, Address, CartItem, Delivery, OrderType } from '@oceane/domain';
/**
 * The idempotency key of the current checkout and the content it was made for: the same content
 * (the same items, voucher, instalments and total) is sent with the same key, so that a double
 * click, a retry or a second try after a refused card make one order. Any change of the items
 * drops it; another content gets a new key.
 */
export type CheckoutKey = {
  key: string;
  content: string;
  /** The order Order/create.json answered for this key: the one whose payment empties the cart. */
  orderId?: number;
};

export type CartState = Cart & {
  /** The voucher code the passenger applied, sent with the amount and the order. */
  voucherCode?: string | null;
  checkout?: CheckoutKey | null;
  /**
   * The account (its userId) a cart kept after its session expired belongs to: only that
   * account's next login gets it back (lib/local-state.ts, docs/decisions/062).
   */
  keptFor?: string | null;
};
export { cartItemCount };

/** What a page puts in the cart: the product as the api answered it, its price a string. */
export type NewWireCartItem = Omit<NewCartItem, 'product'> & { product: WireCartProduct };

/** An api answer whose price is not a plain decimal: the cart takes nothing it cannot total. */
export class InvalidPriceError extends Error {
  constructor(price: string) {
    super(`Unreadable price: ${JSON.stringify(price)}`);
    this.name = 'InvalidPriceError';
  }
}

export function emptyCart(now = Date.now()): CartState {
  return { ...emptyDomainCart(now), voucherCode: null, checkout: null, keptFor: null };
}

export { CART_STORAGE_KEY };

export const cartStore = createStore<CartState>()(
  persist(() => emptyCart(0), {
    name: CART_STORAGE_KEY,
    storage: typeof window === 'undefined' ? undefined : expiringStorage<CartState>(),
    // Version 1: prices in cents; a cart saved with price strings is read by migrateSavedCart.
    version: 1,
    migrate: (saved, version) => migrateSavedCart(saved, version),
  }),
);

/** Spec §4 "Reset cart". */
export function resetCart(): void {
  cartStore.setState(emptyCart());
}

/** A unique item id, also where crypto.randomUUID is missing (a page served over plain HTTP). */
export function newCartItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Adds an item of a request type (its own type by default). An item of another type than the
 * cart's replaces the cart (spec §4): ask the passenger first (useCartRequestType). Answers what
 * the add did (issue 23): a pass already in the cart stays one, and the page says so.
 */
export function addCartItem(added: NewWireCartItem, orderType: OrderType = orderTypeOf(added)): AddOutcome {
  const product = cartProductFromWire(added.product);
  if (!product) throw new InvalidPriceError(added.product.shopItemPromoPrice);
  const item = { ...added, product };
  const cart = cartStore.getState();
  const outcome = addOutcome(isOtherRequestType(cart, orderType) ? [] : cart.items, item);
  // Nothing added keeps the cart as it is, its checkout key included.
  if (outcome !== 'added' && outcome !== 'increased') return outcome;
  cartStore.setState((current) => ({
    ...addToCart(current, item, orderType, { now: Date.now(), newId: newCartItemId }),
    checkout: null,
  }));
  return outcome;
}

/**
 * The quantity the passenger chose for a line, kept within what its article allows
 * (packages/domain setItemQuantity); a change drops the checkout's key, as any change of the items.
 */
export function setCartItemQuantity(id: string, quantity: number): void {
  cartStore.setState((cart) => {
    const items = setItemQuantity(cart.items, id, quantity);
    return items === cart.items ? cart : { items, checkout: null, lastUpdated: Date.now() };
  });
}

export function removeCartItem(id: string): void {
  cartStore.setState((cart) => {
    const items = removeItem(cart.items, id);
    // An emptied cart keeps no voucher: the next cart starts afresh.
    const voucherCode = items.length > 0 ? cart.voucherCode : null;
    return { items, voucherCode, checkout: null, lastUpdated: Date.now() };
  });
}

/** The voucher code applied to the cart (null removes it). */
export function setCartVoucher(voucherCode: string | null): void {
  cartStore.setState({ voucherCode, lastUpdated: Date.now() });
}

/**
 * The idempotency key for a checkout of this content: the one already made for the same content,
 * else a new one (kept with the cart, so that it survives the trip to the payment page).
 */
export function checkoutKeyFor(content: string): string {
  const { checkout } = cartStore.getState();
  if (checkout && checkout.content === content) return checkout.key;
  const key = newCartItemId();
  cartStore.setState({ checkout: { key, content } });
  return key;
}

/** Remembers the order made of the cart's current checkout. */
export function recordCheckoutOrder(orderId: number): void {
  const { checkout } = cartStore.getState();
  if (checkout) cartStore.setState({ checkout: { ...checkout, orderId } });
}

/**
 * Spec §4 "payment validated": the cart is emptied once its own order is paid. The result of
 * another order (an old page of the provider, a second tab) leaves this cart as it is: it holds
 * items nobody has paid for yet. Answers whether the cart was emptied.
 */
export function resetCartPaidBy(orderId: number): boolean {
  if (cartStore.getState().checkout?.orderId !== orderId) return false;
  resetCart();
  return true;
}

/** Forgets the checkout's key: the next payment of the cart is a new order. */
export function dropCheckoutKey(): void {
  cartStore.setState({ checkout: null });
}

export function useCartItems(): CartItem[] {
  return useStore(cartStore, (cart) => cart.items);
}

export function useCartVoucher(): string | null {
  return useStore(cartStore, (cart) => cart.voucherCode ?? null);
}

export function useCartItemCount(): number {
  return useStore(cartStore, cartItemCount);
}
