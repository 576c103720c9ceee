/**
 * Media/requestDuplicate.json (spec §2): a lost, stolen or damaged card gets a duplicate request
 * awaiting payment of the catalogue's duplicate fee. One open request per card: asking again
 * answers the open one, with the reason of the last request (a passenger who chose LOST, then
 * STOLEN, means STOLEN). Owns `duplicate_requests`; the fee is the catalogue's product.
 */
import {
  DUPLICATE_REASONS,
  formatPriceCents,
  type DuplicateReason,
  type DuplicateRequestView,
  type Locale,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { oneOf } from '../../lib/one-of.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { cardForOrder, isCardExpired, ownedCard, type CardForOrder } from '../cards/service.js';
import { findProducts, findProductOnSale, type Product } from '../catalog/service.js';
import {
  cancelOpenRequestOf,
  findOpenRequest,
  holdOpenRequest,
  insertRequest,
  markRequestPaid,
  setOpenRequestReason,
  type OpenRequestRow,
} from './repo.js';

/** The product the catalogue sells as the duplicate fee. */
export const DUPLICATE_FEE_CODE = 'CARD_DUPLICATE_FEE';

const isReason = oneOf(DUPLICATE_REASONS);

function view(row: OpenRequestRow, fee: Product, locale: Locale): DuplicateRequestView {
  const installments: unknown = JSON.parse(fee.installments);
  return {
    id: row.id,
    mediaId: row.media_id,
    reason: isReason(row.reason) ? row.reason : 'LOST',
    status: 'AWAITING_PAYMENT',
    fee: {
      productId: fee.id,
      shopItemId: fee.shop_item_id,
      name: locale === 'en' ? fee.name_en : fee.name_fr,
      price: formatPriceCents(row.price_cents),
      installments: Array.isArray(installments) ? installments.filter(Number.isInteger) : [1],
    },
  };
}

/**
 * A card that leaves its account takes no duplicate request along: cards' unregister calls this in
 * its transaction (app.ts hands it over, as cards may not import duplicates).
 */
export async function cancelDuplicateRequest(db: Db, mediaId: number, at: string): Promise<void> {
  await cancelOpenRequestOf(db, mediaId, at);
}

export async function requestDuplicate(
  db: Db,
  session: CurrentSession,
  mediaId: number,
  reason: DuplicateReason,
  locale: Locale,
): Promise<DuplicateRequestView> {
  const card = await ownedCard(db, session, mediaId);
  if (isCardExpired(card)) throw new AppError('CARD_EXPIRED');
  if (await findOpenRequest(db, mediaId)) {
    await setOpenRequestReason(db, mediaId, reason);
  } else {
    const fee = await findProductOnSale(db, card.network_id, DUPLICATE_FEE_CODE);
    // The catalogue sells no duplicate fee: no duplicate online, said in its own words (decision 061).
    if (!fee) throw new AppError('DUPLICATE_FEE_UNAVAILABLE');
    try {
      await insertRequest(db, {
        media_id: mediaId,
        account_id: session.accountId,
        reason,
        status: 'AWAITING_PAYMENT',
        product_id: fee.id,
        price_cents: fee.price_cents,
        created_at: isoNow(),
        closed_at: null,
      });
    } catch (error) {
      // Two requests at once: the other one is the open request, which takes this reason.
      if (!isUniqueViolation(error)) throw error;
      await setOpenRequestReason(db, mediaId, reason);
    }
  }
  const open = await findOpenRequest(db, mediaId);
  const [fee] = open ? await findProducts(db, [open.product_id]) : [];
  if (!open || !fee) throw new AppError('CONFLICT');
  return view(open, fee, locale);
}

/**
 * What a CARD_DUPLICATE item of a cart pays: the caller's card (FORBIDDEN otherwise, like a
 * missing one), its open request of that id (DUPLICATE_REQUEST_CLOSED when it is paid, cancelled,
 * another card's or absent), and the fee product at the price the request took when it was made.
 */
export async function duplicateRequestToPay(
  db: Db,
  session: CurrentSession,
  mediaId: number,
  requestId: number | undefined,
): Promise<{
  card: CardForOrder;
  request: { id: number; priceCents: number };
  fee: Product;
}> {
  const card = await ownedCard(db, session, mediaId);
  const open = await findOpenRequest(db, mediaId);
  if (!open || open.id !== requestId || open.account_id !== session.accountId) {
    throw new AppError('DUPLICATE_REQUEST_CLOSED');
  }
  const [fee] = await findProducts(db, [open.product_id]);
  if (!fee) throw new AppError('DUPLICATE_REQUEST_CLOSED');
  return {
    card: cardForOrder(card),
    request: { id: open.id, priceCents: open.price_cents },
    fee,
  };
}

/**
 * Whether the request is still open for that card and account, holding it until the caller's
 * transaction ends (orders, in the paying transaction, before taking the money for it): a card's
 * removal at that moment waits, then finds the request paid.
 */
export function holdOpenRequestFor(
  db: Db,
  requestId: number,
  mediaId: number,
  accountId: number,
): Promise<boolean> {
  return holdOpenRequest(db, requestId, mediaId, accountId);
}

/**
 * A paid CARD_DUPLICATE item closes its request (orders' fulfilment, in the paying transaction).
 * Answers false when the request is no longer open for that card (cancelled when the card left
 * its account meanwhile): the caller then replaces no card.
 */
export function payDuplicateRequest(
  db: Db,
  requestId: number,
  mediaId: number,
  at: string,
): Promise<boolean> {
  return markRequestPaid(db, requestId, mediaId, at);
}
