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
import { hasPendingSale } from '../contracts/service.js';
import { duplicateRequestToPay, holdOpenRequestFor } from '../duplicates/service.js';
import { productForReload } from '../shop/service.js';
import { currentCard } from './fulfilment.js';
import { listOrderItems, type OrderRow } from './orders-repo.js';
import { checkVoucher } from './pricing.js';
import { voucherStillRedeemable } from './vouchers.js';

/**
 * In the paying transaction: true when an item can no longer go to the order's account: a
 * reload's card (or the card a paid duplicate replaced it with) belongs to no account or another
 * one, or a duplicate's request is no longer open for that card and account (an open one is held
 * until the transaction ends, so that a removal of the card at that moment waits for it); or when
 * the account has since redeemed the order's voucher as often as it allows (another order of the
 * account paid meanwhile, or at the same moment: decision 056), so the price no longer holds.
 */
export async function undeliverable(
  trx: Db,
  order: Pick<OrderRow, 'id' | 'account_id' | 'voucher_code'>,
): Promise<boolean> {
  for (const item of await listOrderItems(trx, order.id)) {
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
      // Spec §4: another order's sale on this card, paid meanwhile, is not settled yet. (The
      // post-payment fare goes on ACTIVE: it never blocks.)
      if (await hasPendingSale(trx, cardId)) return true;
    }
  }
  if (order.voucher_code && !(await voucherStillRedeemable(trx, order.voucher_code, order.account_id))) {
    return true;
  }
  return false;
}

/**
 * Before placeOrder opens a payment: each item is still sold to the caller as Order/create.json
 * sold it (the shop's reload rule, the duplicate's open request, the voucher still usable). Throws
 * the item's refusal (CARD_EXPIRED, SALE_NOT_SETTLED, PRODUCT_NOT_FOR_CARD, DUPLICATE_REQUEST_CLOSED,
 * CARD_REQUEST_CLOSED, VOUCHER_INVALID…); a card no longer the caller's is ORDER_NOT_PAYABLE.
 */
export async function assertStillSellable(
  db: Db,
  session: CurrentSession,
  order: OrderRow,
  locale: Locale,
  today: string,
): Promise<void> {
  try {
    for (const item of await listOrderItems(db, order.id)) {
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
    if (order.voucher_code) await checkVoucher(db, session, { code: order.voucher_code }, locale, today);
  } catch (error) {
    if (isAppError(error) && error.code === 'FORBIDDEN') throw new AppError('ORDER_NOT_PAYABLE');
    throw error;
  }
}
