/**
 * Whether a PENDING order can still be delivered to its account (decision 025, "an order that can
 * no longer be delivered"). Between Order/create.json and the payment, a card may leave the
 * account (and be associated by a stranger), its duplicate request be cancelled, a first reload of
 * the card be paid by another order, a voucher be used up. Placing such an order is refused with
 * the reason; money that arrives for it anyway is given back, never loaded on a card that is no
 * longer the payer's.
 */
import type { Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError, isAppError } from '../../lib/errors.js';
import { cardRequestToPay, holdOpenCardRequestFor } from '../card-requests/service.js';
import { cardById, holdCard } from '../cards/service.js';
import { findProducts } from '../catalog/service.js';
import { duplicateRequestToPay, holdOpenRequestFor } from '../duplicates/service.js';
import {
  assertReloadPeriods,
  periodProduct,
  productForReload,
  reloadPeriodsRefusal,
  type ReloadLine,
} from '../shop/service.js';
import { today as networkToday } from '../../lib/time.js';
import { currentCard } from './item-contracts.js';
import { listOrderItems, type OrderItemRow, type OrderRow } from './orders-repo.js';
import { checkVoucher, voucherStillRedeemable } from '../pricing/service.js';

/**
 * In the paying transaction: true when an item can no longer go to the order's account: a
 * reload's card (or the card a paid duplicate replaced it with) belongs to no account or another
 * one, or a duplicate's request is no longer open for that card and account (an open one is held
 * until the transaction ends, so that a removal of the card at that moment waits for it); or when
 * the account has since redeemed the order's voucher as often as it allows (another order of the
 * account paid meanwhile, or at the same moment: decision 056), so the price no longer holds; or
 * when the period rule now refuses its passes (decision 060): another order's pass, paid meanwhile,
 * waits for its first validation or covers the card too long. A ticket is always delivered.
 */
export async function undeliverable(
  trx: Db,
  order: Pick<OrderRow, 'id' | 'account_id' | 'voucher_code'>,
  on: string = networkToday(),
): Promise<boolean> {
  const items = await listOrderItems(trx, order.id);
  for (const item of items) {
    if (item.type === 'CARD_CREATION') {
      // A new card: its request must still await payment for this account (held until the end).
      if (
        item.card_request_id === null ||
        !(await holdOpenCardRequestFor(trx, item.card_request_id, order.account_id))
      )
        return true;
    } else if (item.media_id === null) {
      return true;
    } else if (item.type === 'CARD_DUPLICATE') {
      if (
        item.duplicate_request_id === null ||
        !(await holdOpenRequestFor(trx, item.duplicate_request_id, item.media_id, order.account_id))
      )
        return true;
    } else if (item.type === 'CARD_RELOAD') {
      const cardId = await currentCard(trx, item.media_id);
      await holdCard(trx, cardId);
      const card = await cardById(trx, cardId);
      if (card?.account_id !== order.account_id) return true;
    }
  }
  // Decision 060: another order paid meanwhile put a pass on the card that is not settled yet
  // (spec §4), or that covers the days this one would (it would now start too late): refunded.
  // A ticket is always delivered.
  if (await reloadPeriodsRefusal(trx, await orderReloadLines(trx, items), on)) return true;
  if (order.voucher_code && !(await voucherStillRedeemable(trx, order.voucher_code, order.account_id))) {
    return true;
  }
  return false;
}

/**
 * An order's reloads as the period rule reads them, on the cards that carry them now (a paid
 * duplicate's replacement): a new card's product on its card to be; fees, duplicates and gifts
 * left out (a gift is placed after what the card holds, like any reload).
 */
async function orderReloadLines(db: Db, items: readonly OrderItemRow[]): Promise<ReloadLine[]> {
  const reloads = items.filter(
    (item) =>
      (item.type === 'CARD_RELOAD' || item.type === 'CARD_CREATION') &&
      item.product_type !== 'FEE' &&
      item.gift !== 1,
  );
  const products = new Map(
    (
      await findProducts(
        db,
        reloads.map((item) => item.product_id),
      )
    ).map((product) => [product.id, product]),
  );
  const lines: ReloadLine[] = [];
  for (const item of reloads) {
    const product = products.get(item.product_id);
    if (!product) continue;
    const mediaId =
      item.type === 'CARD_CREATION' || item.media_id === null ? null : await currentCard(db, item.media_id);
    lines.push({ mediaId, product: periodProduct(product), quantity: item.quantity });
  }
  return lines;
}

/**
 * Before placeOrder opens a payment: each item is still sold to the caller as Order/create.json
 * sold it (the shop's reload rule, the period rule of decision 060, the duplicate's open request,
 * the voucher still usable). Throws the item's refusal (CARD_EXPIRED, SALE_NOT_SETTLED,
 * CARD_ALREADY_COVERED, PRODUCT_NOT_FOR_CARD, DUPLICATE_REQUEST_CLOSED, CARD_REQUEST_CLOSED,
 * VOUCHER_INVALID…); a card no longer the caller's is ORDER_NOT_PAYABLE.
 */
export async function assertStillSellable(
  db: Db,
  session: CurrentSession,
  order: OrderRow,
  locale: Locale,
  today: string,
): Promise<void> {
  try {
    const items = await listOrderItems(db, order.id);
    for (const item of items) {
      if (item.type === 'CARD_CREATION') {
        if (item.card_request_id === null) throw new AppError('CARD_REQUEST_CLOSED');
        await cardRequestToPay(db, session, item.card_request_id);
      } else if (item.media_id === null) {
        throw new AppError('ORDER_NOT_PAYABLE');
      } else if (item.type === 'CARD_DUPLICATE') {
        await duplicateRequestToPay(db, session, item.media_id, item.duplicate_request_id ?? undefined);
      } else if (item.type === 'CARD_RELOAD' && item.gift !== 1) {
        await productForReload(db, session, await currentCard(db, item.media_id), item.shop_item_id);
      }
    }
    await assertReloadPeriods(db, await orderReloadLines(db, items), today);
    if (order.voucher_code) await checkVoucher(db, session, { code: order.voucher_code }, locale, today);
  } catch (error) {
    if (isAppError(error) && error.code === 'FORBIDDEN') throw new AppError('ORDER_NOT_PAYABLE');
    throw error;
  }
}
