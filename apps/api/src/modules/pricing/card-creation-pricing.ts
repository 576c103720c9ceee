/**
 * The price of a new card's items (CARD_CREATION, docs/decisions/041): from its request of
 * Media/requestCard.json, never from the client; both items of a request or neither.
 */
import { maxQuantityFor, type CheckoutItem, type Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { cardRequestToPay } from '../card-requests/service.js';
import { pricedLine, type Priced } from './priced-line.js';

/**
 * A new card's item: its request's product at the price the request took (quantity as for a
 * reload), or its card creation fee, once. Any other shop item is PRODUCT_NOT_FOR_CARD.
 */
export async function priceCardCreation(
  db: Db,
  session: CurrentSession,
  item: Extract<CheckoutItem, { type: 'CARD_CREATION' }>,
  locale: Locale,
): Promise<Priced> {
  const { request, product, fee } = await cardRequestToPay(db, session, item.cardRequestId);
  const card = { id: null, number: '', holderName: request.holderName };
  if (item.shopItemId === fee.shop_item_id) {
    if (item.quantity !== 1) throw new AppError('QUANTITY_NOT_ALLOWED');
    return pricedLine(item, card, fee, request.feeCents, locale);
  }
  if (item.shopItemId !== product.shop_item_id) throw new AppError('PRODUCT_NOT_FOR_CARD');
  if (item.quantity > maxQuantityFor(product.product_type)) throw new AppError('QUANTITY_NOT_ALLOWED');
  return pricedLine(item, card, product, request.priceCents, locale);
}

/**
 * A new card is bought with its product and its fee: a cart holding one without the other (the
 * fee removed, or only the fee) would issue a card for less than it costs, or a card without a
 * product. VALIDATION_ERROR on `items`, naming the request's first item.
 */
export function assertWholeCardRequests(lines: readonly Priced[], items: readonly CheckoutItem[]): void {
  const kinds = new Map<number, Set<boolean>>();
  for (const { line } of lines) {
    if (line.type !== 'CARD_CREATION' || line.cardRequestId === undefined) continue;
    const seen = kinds.get(line.cardRequestId) ?? new Set<boolean>();
    seen.add(line.productType === 'FEE');
    kinds.set(line.cardRequestId, seen);
  }
  for (const [cardRequestId, seen] of kinds) {
    if (seen.size === 2) continue;
    const index = items.findIndex(
      (item) => item.type === 'CARD_CREATION' && item.cardRequestId === cardRequestId,
    );
    const item = items[index]!;
    throw new AppError(
      'VALIDATION_ERROR',
      { items: 'validation.invalidValue' },
      { item: { index, type: item.type, shopItemId: item.shopItemId } },
    );
  }
}
