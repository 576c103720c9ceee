/**
 * The cart (spec §3), persisted in localStorage `oceane.cart` on every change and discarded
 * after a day, with the §4 add and remove rules. The header shows its item count.
 */
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { expiringStorage, STORAGE_PREFIX } from './local-storage.ts';

export type Address = { line1: string; line2?: string; postalCode: string; city: string; country: string };
export type Delivery = { type: string; firstname?: string; lastname?: string; address?: Address };
export type CartProduct = {
  shopItemId: string | number;
  shopItemPromoPrice: string;
  installments: number[];
  ubiProductId?: string | number;
};
export type CartItem = {
  id: string;
  /** The account user the item is for. */
  awUserId?: string | number;
  /** The card (media) the item is for. */
  ubiUserId?: string | number;
  quantity: number;
  /** CARD_RELOAD, CARD_DUPLICATE, … */
  type?: string;
  product: CartProduct;
  /** A CARD_DUPLICATE item: the request it pays (Media/requestDuplicate.json) and its reason. */
  duplicateRequestId?: string | number;
  reason?: string;
};
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'> & { quantity?: number };

export type CartState = {
  items: CartItem[];
  orderType: string;
  passengerId: string;
  lastUpdated: number;
  delivery: Delivery | null;
};

/** Spec §4 "Reset cart": no items, no passenger, CARD_CREATION, no delivery. */
export function emptyCart(now = Date.now()): CartState {
  return { items: [], orderType: 'CARD_CREATION', passengerId: '', lastUpdated: now, delivery: null };
}

export const CART_STORAGE_KEY = `${STORAGE_PREFIX}cart`;

export const cartStore = createStore<CartState>()(
  persist(() => emptyCart(0), {
    name: CART_STORAGE_KEY,
    storage: typeof window === 'undefined' ? undefined : expiringStorage<CartState>(),
  }),
);

export function resetCart(): void {
  cartStore.setState(emptyCart());
}

/** Number of articles in the cart: the sum of the items' quantities. */
export function cartItemCount(state: Pick<CartState, 'items'>): number {
  return state.items.reduce((total, item) => total + item.quantity, 0);
}

/** A unique item id, also where crypto.randomUUID is missing (a page served over plain HTTP). */
export function newCartItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sameId = (a: string | number | undefined, b: string | number | undefined) =>
  a !== undefined && b !== undefined && String(a) === String(b);

/**
 * Spec §4: an item is the same article when it has the same shop item and its holder matches by
 * awUserId or ubiUserId. An id both items carry must agree: two cards of one account share the
 * awUserId but not the ubiUserId, and stay two items (docs/decisions/020-web-cards.md).
 */
export function isSameArticle(item: CartItem, added: NewCartItem): boolean {
  if (String(item.product.shopItemId) !== String(added.product.shopItemId)) return false;
  const pairs: [CartItem['awUserId'], CartItem['awUserId']][] = [
    [item.awUserId, added.awUserId],
    [item.ubiUserId, added.ubiUserId],
  ];
  const compared = pairs.filter(([a, b]) => a !== undefined && b !== undefined);
  return compared.length > 0 && compared.every(([a, b]) => sameId(a, b));
}

/** Spec §4 "cart add": the same article gets one more, another one is a new item. */
export function addToCart(items: CartItem[], added: NewCartItem, newId = newCartItemId): CartItem[] {
  const quantity = added.quantity ?? 1;
  const index = items.findIndex((item) => isSameArticle(item, added));
  if (index === -1) return [...items, { ...added, id: newId(), quantity }];
  return items.map((item, at) => (at === index ? { ...item, quantity: item.quantity + quantity } : item));
}

/** Spec §4: removal is by item id. */
export function removeFromCart(items: CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function addCartItem(added: NewCartItem): void {
  cartStore.setState((state) => ({ items: addToCart(state.items, added), lastUpdated: Date.now() }));
}

export function removeCartItem(id: string): void {
  cartStore.setState((state) => ({ items: removeFromCart(state.items, id), lastUpdated: Date.now() }));
}

export function useCartItems(): CartItem[] {
  return useStore(cartStore, (state) => state.items);
}

export function useCartItemCount(): number {
  return useStore(cartStore, cartItemCount);
}
