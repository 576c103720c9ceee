/**
 * The cart (spec §3), persisted in localStorage `oceane.cart` on every change and discarded
 * after a day. A thin store over the rules of packages/domain (cart.ts): the price string an api
 * answer carries becomes integer cents here, once, as the item goes in.
 */
import {
  addToCart,
  cartItemCount,
  cartProductFromWire,
  emptyCart as emptyDomainCart,
  orderTypeOf,
  removeItem,
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
import { expiringStorage, STORAGE_PREFIX } from './local-storage.ts';

export type { Address, CartItem, Delivery, OrderType } from '@oceane/domain';
export type CartState = Cart;
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

export function emptyCart(now = Date.now()): Cart {
  return emptyDomainCart(now);
}

export const CART_STORAGE_KEY = `${STORAGE_PREFIX}cart`;

export const cartStore = createStore<Cart>()(
  persist(() => emptyCart(0), {
    name: CART_STORAGE_KEY,
    storage: typeof window === 'undefined' ? undefined : expiringStorage<Cart>(),
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
 * cart's replaces the cart (spec §4): ask the passenger first (useCartRequestType).
 */
export function addCartItem(added: NewWireCartItem, orderType: OrderType = orderTypeOf(added)): void {
  const product = cartProductFromWire(added.product);
  if (!product) throw new InvalidPriceError(added.product.shopItemPromoPrice);
  cartStore.setState((cart) =>
    addToCart(cart, { ...added, product }, orderType, { now: Date.now(), newId: newCartItemId }),
  );
}

export function removeCartItem(id: string): void {
  cartStore.setState((cart) => ({ items: removeItem(cart.items, id), lastUpdated: Date.now() }));
}

export function useCartItems(): CartItem[] {
  return useStore(cartStore, (cart) => cart.items);
}

export function useCartItemCount(): number {
  return useStore(cartStore, cartItemCount);
}
