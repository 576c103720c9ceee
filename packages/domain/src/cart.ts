/**
 * The cart's rules (spec §3, §4, §9) as pure functions, so that the portal's cart and the api's
 * amount computation use the same code. Prices are integer cents (money.ts); the spec's price
 * string exists only on the wire, read by cartProductFromWire.
 */
import { CART_TTL_MS } from './cart-ttl.js';
import { formatPriceCents, parsePriceCents } from './money.js';

/** The kinds of request a cart holds, one at a time (spec §4). */
export const ORDER_TYPES = ['CARD_CREATION', 'CARD_DUPLICATE', 'CARD_RELOAD'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The order type of a reset cart (spec §9). */
export const DEFAULT_ORDER_TYPE: OrderType = 'CARD_CREATION';

export { CART_TTL_MS } from './cart-ttl.js';

type Id = string | number;

/** `country` is an ISO 3166-1 alpha-2 code, France ('FR') by default (country.ts). */
export type Address = { line1: string; line2?: string; postalCode: string; city: string; country: string };
export type Delivery = { type: string; firstname?: string; lastname?: string; address?: Address };

export type CartProduct = {
  shopItemId: Id;
  unitPriceCents: number;
  /** The numbers of instalments this product may be paid in. */
  installments: number[];
  ubiProductId?: Id;
};

/** A cart product as the spec's wire writes it: the price a numeric string (spec §3). */
export type WireCartProduct = Omit<CartProduct, 'unitPriceCents'> & { shopItemPromoPrice: string };

export type CartItem = {
  id: string;
  /** The account user the item is for. */
  awUserId?: Id;
  /** The card (media) the item is for. */
  ubiUserId?: Id;
  quantity: number;
  /** CARD_RELOAD, CARD_DUPLICATE, … */
  type?: string;
  product: CartProduct;
  /** A CARD_DUPLICATE item: the request it pays (Media/requestDuplicate.json) and its reason. */
  duplicateRequestId?: Id;
  reason?: string;
  /** A CARD_CREATION item (the product and the creation fee): the request of Media/requestCard.json it pays. */
  cardRequestId?: Id;
  /** The new card's holder, as the cart names it before the amount comes ("New card for …"). */
  holderName?: string;
  /**
   * A CARD_CREATION product item: the proofs uploaded in the order flow, linked to the order's item
   * once it exists (Document/createDocumentsSubmission.json), since the tunnel is reset by then.
   */
  documentIds?: number[];
};
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'> & { quantity?: number };

export type Cart = {
  items: CartItem[];
  orderType: OrderType;
  passengerId: string;
  lastUpdated: number;
  delivery: Delivery | null;
};

/** Spec §4 "Reset cart": no items, no passenger, CARD_CREATION, no delivery. */
export function emptyCart(now: number): Cart {
  return { items: [], orderType: DEFAULT_ORDER_TYPE, passengerId: '', lastUpdated: now, delivery: null };
}

/** A saved cart without a date counts as expired: nothing tells how old it is. */
export function isCartExpired(cart: { lastUpdated?: number }, now: number): boolean {
  return typeof cart.lastUpdated !== 'number' || now - cart.lastUpdated > CART_TTL_MS;
}

const sameId = (a: Id | undefined, b: Id | undefined) =>
  a !== undefined && b !== undefined && String(a) === String(b);

/**
 * Spec §4: an item is the same article when it has the same shop item and its holder matches by
 * awUserId or ubiUserId. An id both items carry must agree: two cards of one account share the
 * awUserId but not the ubiUserId, and stay two items (docs/decisions/020-web-cards.md).
 */
export function isSameArticle(item: CartItem, added: NewCartItem): boolean {
  if (String(item.product.shopItemId) !== String(added.product.shopItemId)) return false;
  // A new card's items belong to their request: two requests are two cards, whoever holds them.
  if (item.cardRequestId !== undefined || added.cardRequestId !== undefined) {
    return sameId(item.cardRequestId, added.cardRequestId);
  }
  const pairs: [Id | undefined, Id | undefined][] = [
    [item.awUserId, added.awUserId],
    [item.ubiUserId, added.ubiUserId],
  ];
  const compared = pairs.filter(([a, b]) => a !== undefined && b !== undefined);
  return compared.length > 0 && compared.every(([a, b]) => sameId(a, b));
}

/**
 * Spec §4 "cart add": the same article gets more, another one is a new item with a new id. A new
 * card's request is already counted by its request: adding it again (a double click) adds nothing.
 */
export function addItem(items: CartItem[], added: NewCartItem, newId: () => string): CartItem[] {
  const quantity = added.quantity ?? 1;
  const index = items.findIndex((item) => isSameArticle(item, added));
  if (index === -1) return [...items, { ...added, id: newId(), quantity }];
  if (added.cardRequestId !== undefined) return items;
  return items.map((item, at) => (at === index ? { ...item, quantity: item.quantity + quantity } : item));
}

/**
 * Spec §4: removal is by item id. A new card's request is one article for the passenger, sold as
 * two items (its ticket and the creation fee, decision 041): removing either removes the request,
 * since the api prices neither without the other and the cart would be left unpayable.
 */
export function removeItem(items: CartItem[], id: string): CartItem[] {
  const removed = items.find((item) => item.id === id);
  if (removed?.cardRequestId === undefined) return items.filter((item) => item.id !== id);
  const request = String(removed.cardRequestId);
  return items.filter((item) => item.cardRequestId === undefined || String(item.cardRequestId) !== request);
}

/** The number of articles, shown in the header's badge: the sum of the quantities. */
export function cartItemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((total, item) => total + item.quantity, 0);
}

/**
 * Spec §4 "only one type of request at a time": true when the cart holds items of another
 * order type, which the passenger must agree to drop before this request goes in.
 */
export function isOtherRequestType(cart: Pick<Cart, 'items' | 'orderType'>, orderType: OrderType): boolean {
  return cart.items.length > 0 && cart.orderType !== orderType;
}

/** The request an item belongs to: its own type when that is an order type, else a card creation. */
export function orderTypeOf(item: Pick<CartItem, 'type'>): OrderType {
  return ORDER_TYPES.find((type) => type === item.type) ?? DEFAULT_ORDER_TYPE;
}

/**
 * Adds an item of a request type. Continuing another path starts from a reset cart (spec §4):
 * ask first with isOtherRequestType, call this once the passenger has agreed.
 */
export function addToCart(
  cart: Cart,
  added: NewCartItem,
  orderType: OrderType,
  { now, newId }: { now: number; newId: () => string },
): Cart {
  const base = isOtherRequestType(cart, orderType) ? emptyCart(now) : cart;
  return { ...base, orderType, items: addItem(base.items, added, newId), lastUpdated: now };
}

/**
 * Spec §9 "cart total": the sum of unit price times quantity, in cents. A sum past exact
 * integers is refused rather than rounded: no amount is ever charged approximately.
 */
export function cartTotalCents(items: readonly CartItem[]): number {
  const total = items.reduce((sum, item) => sum + item.product.unitPriceCents * item.quantity, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError(`A cart total beyond exact cents: ${total}`);
  return total;
}

/** Spec §9: the numbers of instalments the portal offers. */
export const INSTALMENT_OPTIONS = [1, 4, 10] as const;

/**
 * Spec §9: the offered options every item allows (the intersection of their lists), with 1
 * always offered. An empty cart has nothing to spread, so it offers 1 alone.
 */
export function allowedInstalments(items: readonly CartItem[]): number[] {
  if (items.length === 0) return [1];
  return INSTALMENT_OPTIONS.filter(
    (count) => count === 1 || items.every((item) => item.product.installments.includes(count)),
  );
}

/** Spec §9: the cart holds reloads when any item is a CARD_RELOAD. */
export function holdsReloads(items: readonly CartItem[]): boolean {
  return items.some((item) => item.type === 'CARD_RELOAD');
}

/** Spec §9: the cart holds post-payment when any item's product is the configured fare. */
export function holdsPostPayment(items: readonly CartItem[], postPaymentFareId: Id | undefined): boolean {
  return items.some((item) => sameId(item.product.ubiProductId, postPaymentFareId));
}

/** The wire's product in cents, or null when its price cannot be read exactly. */
export function cartProductFromWire(wire: WireCartProduct): CartProduct | null {
  const unitPriceCents = parsePriceCents(wire.shopItemPromoPrice);
  if (unitPriceCents === null) return null;
  const { shopItemPromoPrice: _price, ...rest } = wire;
  return { ...rest, unitPriceCents };
}

/** The product as the spec's wire writes it, with its price as "12.50". */
export function cartProductToWire(product: CartProduct): WireCartProduct {
  const { unitPriceCents, ...rest } = product;
  return { ...rest, shopItemPromoPrice: formatPriceCents(unitPriceCents) };
}
