/**
 * The cart's items as the server prices and orders them (CheckoutItem of packages/domain): ids,
 * quantities and types, never a price. A cart item the checkout cannot take (an id that is no
 * number, a type it does not sell) makes the whole list null: the page says so and lets the
 * passenger remove it, rather than pay for less than the cart shows.
 */
import { checkoutItemSchema, type AmountItem, type CheckoutItem } from '@oceane/domain';
import type { CartItem } from '../../lib/cart-store.ts';

export function toCheckoutItem(item: CartItem): CheckoutItem | null {
  const parsed = checkoutItemSchema.safeParse({
    type: item.type,
    mediaId: Number(item.ubiUserId),
    shopItemId: Number(item.product.shopItemId),
    quantity: item.quantity,
    ...(item.duplicateRequestId === undefined ? {} : { duplicateRequestId: Number(item.duplicateRequestId) }),
  });
  return parsed.success ? parsed.data : null;
}

export function toCheckoutItems(items: readonly CartItem[]): CheckoutItem[] | null {
  const converted = items.map(toCheckoutItem);
  return converted.every((item) => item !== null) ? (converted as CheckoutItem[]) : null;
}

/** The server's line of a cart item: same card, same shop item, same kind; a gift is no cart item. */
export function amountLineOf(
  item: CartItem,
  lines: readonly AmountItem[] | undefined,
): AmountItem | undefined {
  return lines?.find(
    (line) =>
      !line.gift &&
      line.type === item.type &&
      String(line.mediaId) === String(item.ubiUserId) &&
      String(line.shopItemId) === String(item.product.shopItemId),
  );
}

/**
 * What the idempotency key stands for: the items (by their cart ids too, so that an item removed
 * and added again is a new checkout) and everything the order is made of.
 */
export function checkoutContent(
  items: readonly CartItem[],
  order: { items: CheckoutItem[]; voucherCode?: string; installments: number; expectedTotalCents: number },
): string {
  return JSON.stringify({ ids: items.map((item) => item.id), ...order });
}
