/**
 * Media/requestDuplicate.json (spec §2): a lost, stolen or damaged card gets a duplicate request
 * awaiting payment of the catalogue's duplicate fee. One open request per card: asking again
 * answers the open one, with the reason of the last request (a passenger who chose LOST, then
 * STOLEN, means STOLEN).
 */
import { DUPLICATE_REASONS, formatPriceCents, type DuplicateReason, type Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { oneOf } from '../../lib/one-of.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isCardExpired, ownedCard } from '../cards/service.js';
import {
  findDuplicateFee,
  findOpenRequest,
  insertRequest,
  setOpenRequestReason,
  type OpenRequestRow,
} from './repo.js';
import type { DuplicateRequestView } from './schemas.js';

const isReason = oneOf(DUPLICATE_REASONS);

function view(row: OpenRequestRow, locale: Locale): DuplicateRequestView {
  const installments: unknown = JSON.parse(row.installments);
  return {
    id: row.id,
    mediaId: row.mediaId,
    reason: isReason(row.reason) ? row.reason : 'LOST',
    status: 'AWAITING_PAYMENT',
    fee: {
      productId: row.productId,
      shopItemId: row.shopItemId,
      name: locale === 'en' ? row.nameEn : row.nameFr,
      price: formatPriceCents(row.priceCents),
      installments: Array.isArray(installments) ? installments.filter(Number.isInteger) : [1],
    },
  };
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
    const fee = await findDuplicateFee(db, card.network_id);
    if (!fee) throw new AppError('NO_PRODUCT_FOR_CONTRACT');
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
  if (!open) throw new AppError('CONFLICT');
  return view(open, locale);
}
