/**
 * The articles of a cart (spec §4 "cart add"): the items of one shop item for one card merged into
 * one article, and the request's item a refusal names (issue 23, decision 061), so that the portal
 * shows the refusal at that line.
 */
import type { ApiErrorItem, CheckoutItem } from '@oceane/domain';
import { AppError, isAppError } from '../../lib/errors.js';

/** The article an item is: a new card's request, or a card, and the shop item. */
function articleKey(item: CheckoutItem): string {
  return item.type === 'CARD_CREATION'
    ? `${item.type}:${item.cardRequestId}:${item.shopItemId}`
    : `${item.type}:${item.mediaId}:${item.shopItemId}`;
}

/**
 * Spec §4 "cart add": items of the same shop item for the same card are one article, whatever
 * the client sent; the merged quantity is then checked like any other.
 */
export function mergeItems(items: readonly CheckoutItem[]): CheckoutItem[] {
  const merged = new Map<string, CheckoutItem>();
  for (const item of items) {
    const key = articleKey(item);
    const same = merged.get(key);
    merged.set(key, same ? { ...same, quantity: same.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

/**
 * The request's item an article comes from (the first of its key, when several were merged), as a
 * refusal names it (issue 23, decision 061): the portal shows the refusal at that line.
 */
export function itemRef(items: readonly CheckoutItem[], article: CheckoutItem): ApiErrorItem {
  const key = articleKey(article);
  return {
    index: items.findIndex((item) => articleKey(item) === key),
    type: article.type,
    shopItemId: article.shopItemId,
  };
}

/** The article priced, or its refusal naming it. */
export async function namingItem<T>(ref: ApiErrorItem, price: () => Promise<T>): Promise<T> {
  try {
    return await price();
  } catch (error) {
    if (isAppError(error) && error.item === undefined)
      throw new AppError(error.code, error.fields, { ...error.extras, item: ref });
    throw error;
  }
}
