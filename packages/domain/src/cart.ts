/**
 * The cart's rules (spec §3, §4, §9) as pure functions, so that the portal's cart and the api's
 * amount computation use the same code. Prices are integer cents (money.ts); the spec's price
 * string exists only on the wire, read by cartProductFromWire.
 * Kept one file just past 300 lines: what an article is, merging, the limits and the instalments
 * the cart allows are read together by the portal's cart and the api's pricing, and change together.
 */
import { CART_TTL_MS } from './cart-ttl.js';
import { MAX_ORDER_ITEMS, maxQuantityFor } from './item-quantity.js';
import { formatPriceCents, parsePriceCents } from './money.js';
import { isPostPaymentFare } from './post-payment.js';

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
  /**
   * The catalogue's product type (TICKET, PASS, SUBSCRIPTION, FEE), which says how many one line
   * may hold (item-quantity.ts). Absent from a cart saved before issue 23: such a line holds one.
   */
  productType?: string;
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
  /**
   * What the line is, as the passenger saw it when adding it, kept with the line (issue 23): the
   * product's name (in the language of the page it was added from), the card's number (none for
   * a new card, which has no number until it is paid) and its holder's name. The cart names each
   * line with them until Order/computeAmount.json prices it, and when it refuses to: the passenger
   * can always tell which line to remove. Absent from carts saved before issue 23.
   */
  productName?: string;
  cardNumber?: string;
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
 * The most of one article a line holds (issue 23, item-quantity.ts): tickets by the dozen, a
 * duplicate, a pass, a subscription or a fee once.
 */
export function maxItemQuantity(item: Pick<CartItem, 'type' | 'product'>): number {
  if (item.type === 'CARD_DUPLICATE') return 1;
  return maxQuantityFor(item.product.productType);
}

/**
 * Whether the passenger may change a line's quantity in the cart: a ticket for a card. A new
 * card's product keeps the quantity of its request, chosen at step 1 of the order flow.
 */
export function isQuantityChangeable(item: Pick<CartItem, 'type' | 'product'>): boolean {
  return item.type !== 'CARD_CREATION' && maxItemQuantity(item) > 1;
}

/**
 * What adding an article did: a new line, one more on its line, nothing because the article is
 * sold once and already in the cart, nothing because its line holds the most it may, or nothing
 * because the cart holds the most lines one order may (MAX_ORDER_ITEMS).
 */
export type AddOutcome = 'added' | 'increased' | 'alreadyInCart' | 'limitReached' | 'cartFull';

/** The line's description, completed from a fresh add where a cart saved earlier lacks it. */
function described(item: CartItem, added: NewCartItem): CartItem {
  return {
    ...item,
    product: { ...item.product, productType: item.product.productType ?? added.product.productType },
    ...(item.productName === undefined && added.productName !== undefined
      ? { productName: added.productName }
      : {}),
    ...(item.cardNumber === undefined && added.cardNumber !== undefined
      ? { cardNumber: added.cardNumber }
      : {}),
    ...(item.holderName === undefined && added.holderName !== undefined
      ? { holderName: added.holderName }
      : {}),
  };
}

/** Where an add lands: the line of the same article (or -1), and the quantity it would then hold. */
function addPlan(items: readonly CartItem[], added: NewCartItem): { index: number; quantity: number } {
  const asked = added.quantity ?? 1;
  const index = items.findIndex((item) => isSameArticle(item, added));
  if (index === -1) {
    // A new card's quantity is its request's; any other line starts within its limit.
    const quantity = added.cardRequestId !== undefined ? asked : Math.min(asked, maxItemQuantity(added));
    return { index, quantity };
  }
  const item = items[index]!;
  if (added.cardRequestId !== undefined) return { index, quantity: item.quantity };
  const limit = maxItemQuantity(described(item, added));
  return { index, quantity: Math.max(item.quantity, Math.min(limit, item.quantity + asked)) };
}

/**
 * Spec §4 "cart add": the same article gets more, another one is a new item with a new id, within
 * what the article allows (issue 23): a pass added again stays one (the api would refuse two,
 * QUANTITY_NOT_ALLOWED), tickets stop at MAX_ITEM_QUANTITY, and a cart takes no line past
 * MAX_ORDER_ITEMS (the api would refuse the whole cart). A new card's request is already
 * counted by its request: adding it again (a double click) adds nothing.
 */
export function addItem(items: CartItem[], added: NewCartItem, newId: () => string): CartItem[] {
  const { index, quantity } = addPlan(items, added);
  if (index === -1) {
    return items.length >= MAX_ORDER_ITEMS ? items : [...items, { ...added, id: newId(), quantity }];
  }
  const item = items[index]!;
  if (quantity === item.quantity) return items;
  return items.map((entry, at) => (at === index ? { ...described(entry, added), quantity } : entry));
}

/** What addItem does with this article, said to the passenger by the page that adds it. */
export function addOutcome(items: readonly CartItem[], added: NewCartItem): AddOutcome {
  const { index, quantity } = addPlan(items, added);
  if (index === -1) return items.length >= MAX_ORDER_ITEMS ? 'cartFull' : 'added';
  const item = items[index]!;
  if (quantity > item.quantity) return 'increased';
  const limit = added.cardRequestId !== undefined ? 1 : maxItemQuantity(described(item, added));
  return limit === 1 ? 'alreadyInCart' : 'limitReached';
}

/**
 * The quantity the passenger chose for a line, kept within what its article allows (1 to its
 * limit); a new card's line keeps its request's, and a quantity that is no whole number changes
 * nothing. A line saved above its limit (a pass at 2, before issue 23) may be brought down.
 */
export function setItemQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  if (!item || item.type === 'CARD_CREATION' || !Number.isInteger(quantity)) return items;
  const next = Math.min(Math.max(quantity, 1), maxItemQuantity(item));
  if (next === item.quantity) return items;
  return items.map((entry, at) => (at === index ? { ...entry, quantity: next } : entry));
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
  return items.some((item) => isPostPaymentFare(item.product.ubiProductId, postPaymentFareId));
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
