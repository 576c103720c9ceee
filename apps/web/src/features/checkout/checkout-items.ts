/**
 * The cart's items as the server prices and orders them (CheckoutItem of packages/domain): ids,
 * quantities and types, never a price. A cart item the checkout cannot take (an id that is no
 * number, a type it does not sell) makes the whole list null: the page says so and lets the
 * passenger remove it, rather than pay for less than the cart shows. A new card's items
 * (CARD_CREATION) name their request, since the card exists only once the order is paid.
 */
import { checkoutItemSchema, type AmountItem, type ApiErrorItem, type CheckoutItem } from '@oceane/domain';
import type { CartItem } from '../../lib/cart-store.ts';

export const isCardCreation = (item: Pick<CartItem, 'type'>) => item.type === 'CARD_CREATION';

export function toCheckoutItem(item: CartItem): CheckoutItem | null {
  const common = { shopItemId: Number(item.product.shopItemId), quantity: item.quantity };
  const parsed = checkoutItemSchema.safeParse(
    isCardCreation(item)
      ? { type: item.type, cardRequestId: Number(item.cardRequestId), ...common }
      : {
          type: item.type,
          mediaId: Number(item.ubiUserId),
          ...common,
          ...(item.duplicateRequestId === undefined
            ? {}
            : { duplicateRequestId: Number(item.duplicateRequestId) }),
        },
  );
  return parsed.success ? parsed.data : null;
}

export function toCheckoutItems(items: readonly CartItem[]): CheckoutItem[] | null {
  const converted = items.map(toCheckoutItem);
  return converted.every((item) => item !== null) ? (converted as CheckoutItem[]) : null;
}

/**
 * The server's line of a cart item (or the created order's item): same card (a new card: same
 * request), same shop item, same kind; a gift is no cart item.
 */
export function amountLineOf(
  item: CartItem,
  lines: readonly AmountItem[] | undefined,
): AmountItem | undefined {
  return lines?.find(
    (line) =>
      !line.gift &&
      line.type === item.type &&
      (isCardCreation(item)
        ? String(line.cardRequestId) === String(item.cardRequestId)
        : String(line.mediaId) === String(item.ubiUserId)) &&
      String(line.shopItemId) === String(item.product.shopItemId),
  );
}

/** The id of a cart line's element, which a refusal at the top of the cart links to. */
export function cartLineId(item: Pick<CartItem, 'id'>): string {
  return `cart-line-${item.id.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/**
 * The cart item a refusal of the amount or the order names (decision 061): the item at its place
 * in the items sent (toCheckoutItems keeps the cart's order), when it is of that type and shop
 * item; a refusal of another cart than this one names none.
 */
export function refusedItemOf(error: unknown, items: readonly CartItem[]): CartItem | undefined {
  const named = (error as { item?: ApiErrorItem } | null)?.item;
  const item = named ? items[named.index] : undefined;
  if (!named || !item) return undefined;
  const same = item.type === named.type && String(item.product.shopItemId) === String(named.shopItemId);
  return same ? item : undefined;
}

/** The proofs to link to one item of the created order (Document/createDocumentsSubmission.json). */
export type ProofSubmission = { itemId: number; documentIds: number[] };

/**
 * The proofs each new card's request carries, with the id of its item in the created order: the
 * first of its items that has them (the product's; the creation fee needs none), once per request.
 * An item whose order item cannot be found (an answer without ids) is no submission: the server's
 * placeOrder then says DOCUMENTS_REQUIRED rather than a card being paid without its proofs.
 */
export function proofSubmissions(
  items: readonly CartItem[],
  orderItems: readonly AmountItem[],
): ProofSubmission[] {
  const requests = new Set<string>();
  return items.flatMap((item) => {
    if (!isCardCreation(item) || !item.documentIds || item.documentIds.length === 0) return [];
    const request = String(item.cardRequestId);
    if (requests.has(request)) return [];
    requests.add(request);
    const itemId = amountLineOf(item, orderItems)?.itemId;
    return itemId === undefined ? [] : [{ itemId, documentIds: [...item.documentIds] }];
  });
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
