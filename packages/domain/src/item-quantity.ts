/**
 * How many of one article a cart line may hold, and how many lines a cart holds: the rules the
 * portal's cart and the api's amount share (issue 23): tickets are bought by the dozen, up to MAX_ITEM_QUANTITY; a pass or a
 * subscription covers a period, so two on one card in one order would overlap, and a fee is paid
 * once. A module of its own, without zod, so that the cart's rules stay light.
 */

/** The most articles of one kind in one order: a book of tickets ten times, not a thousand. */
export const MAX_ITEM_QUANTITY = 10;

/** The most items one order holds: a cart holds no more lines (issue 23). */
export const MAX_ORDER_ITEMS = 20;

/** The catalogue's product type that is sold by the unit (TICKET, PASS, SUBSCRIPTION, FEE). */
export const PRODUCT_TYPE_SOLD_BY_UNIT = 'TICKET';

/**
 * The most of one product a line holds, from its product type: MAX_ITEM_QUANTITY for a ticket,
 * 1 for anything else, an unknown type included (a cart saved before the type was kept).
 */
export function maxQuantityFor(productType: string | null | undefined): number {
  return productType === PRODUCT_TYPE_SOLD_BY_UNIT ? MAX_ITEM_QUANTITY : 1;
}
