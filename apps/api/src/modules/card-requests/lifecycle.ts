/**
 * What happens to a card request after Media/requestCard.json (docs/decisions/041): the paid
 * order issues its card, once; a cancelled order or two days unpaid cancel it; its photo goes to
 * the documents' retention once no request awaits it. Reached through service.ts.
 */
import type { Db } from '../../db/index.js';
import type { JobContext } from '../../lib/periodic-job.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { cardById, issueCard } from '../cards/service.js';
import { ownedPhotoDocument, releasePhotoDocument } from '../documents/service.js';
import {
  findCardRequest,
  listStaleCardRequests,
  markCardRequestAwaitingReview,
  markCardRequestCancelled,
  markCardRequestPaid,
  markReviewedRequestCancelled,
  photoAwaited,
} from './repo.js';

/** An unpaid request is cancelled this long after it was made (the tunnel itself lasts a day). */
export const UNPAID_REQUEST_DAYS = 2;

/**
 * A paid order's CARD_CREATION item (orders' fulfilment, in the paying transaction): the request
 * becomes PAID and its card is issued, once: the second item of the same request (the product
 * and the fee) gets the card the first one issued. Answers the card, or null when the request
 * was cancelled (nothing is issued).
 */
export async function issueRequestedCard(
  trx: Db,
  requestId: number,
  at: string,
): Promise<{ id: number; number: string } | null> {
  const row = await findCardRequest(trx, requestId);
  if (!row) return null;
  if (row.status === 'PAID' && row.media_id !== null) {
    const card = await cardById(trx, row.media_id);
    return card ? { id: card.id, number: card.number } : null;
  }
  if (row.status !== 'AWAITING_PAYMENT' && row.status !== 'AWAITING_REVIEW') return null;
  // The photo was the caller's when asked; one deleted since leaves the card without a photo
  // rather than losing a paid order (the mobility centre asks for another).
  const photo = await ownedPhotoDocument(trx, row.account_id, row.photo_document_id).catch(() => null);
  const card = await issueCard(
    trx,
    {
      networkId: row.network_id,
      accountId: row.account_id,
      holder: {
        gender: row.holder_gender,
        name: row.holder_name,
        firstname: row.holder_firstname,
        birthdate: row.holder_birthdate,
        category: row.holder_category,
        address1: row.holder_address1,
        address2: row.holder_address2,
        zipcode: row.holder_zipcode,
        city: row.holder_city,
        country: row.holder_country,
        mobile: row.holder_mobile,
        landline: row.holder_landline,
      },
      photo,
      alerts: {
        email: row.alerts_email,
        phone: row.alerts_phone,
        deliveryMode: row.alerts_delivery_mode,
        favoriteModes: row.alerts_favorite_modes,
        favoriteLines: row.alerts_favorite_lines,
      },
      consents: { post: row.consent_post === 1, sms: row.consent_sms === 1, email: row.consent_email === 1 },
    },
    at,
  );
  // Held open by the paying transaction since undeliverable(): this cannot miss.
  if (!(await markCardRequestPaid(trx, requestId, card.id, at))) {
    throw new Error(`card request ${requestId} was not awaiting payment or review when paid`);
  }
  await releasePhoto(trx, row.photo_document_id, at);
  return card;
}

/**
 * A paid order's new card whose proofs are not all accepted yet (decision 072): the request waits
 * for the mobility centre, paid, its photo kept. False when it was not awaiting payment.
 */
export async function awaitCardReview(trx: Db, requestId: number, at: string): Promise<boolean> {
  return markCardRequestAwaitingReview(trx, requestId, at);
}

/**
 * The 30-day rule (decision 072): a request still waiting for review is cancelled, its photo
 * released. False when it no longer waited (accepted meanwhile, or already cancelled).
 */
export async function cancelOverdueReview(db: Db, requestId: number, at: string): Promise<boolean> {
  const row = await findCardRequest(db, requestId);
  if (!row || !(await markReviewedRequestCancelled(db, requestId, at))) return false;
  await releasePhoto(db, row.photo_document_id, at);
  return true;
}

/** The request is cancelled (its order was, or it waited too long); its photo goes after 2 days. */
export async function cancelCardRequest(db: Db, requestId: number, at: string = isoNow()): Promise<boolean> {
  const row = await findCardRequest(db, requestId);
  if (!row || !(await markCardRequestCancelled(db, requestId, at))) return false;
  await releasePhoto(db, row.photo_document_id, at);
  return true;
}

/**
 * The photo goes to the retention job (2 more days) once no request awaits it: the same photo
 * sent twice (a double submit) serves the request still in the cart.
 */
async function releasePhoto(db: Db, photoDocumentId: number, at: string): Promise<void> {
  if (!(await photoAwaited(db, photoDocumentId))) await releasePhotoDocument(db, photoDocumentId, at);
}

/** The job's run: the requests unpaid for two days are cancelled. Answers how many. */
export async function cancelStaleCardRequests(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const before = isoAfter(now, -UNPAID_REQUEST_DAYS * 24 * 60);
  let cancelled = 0;
  for (const stale of await listStaleCardRequests(db, before, 500)) {
    if (await db.transaction().execute((trx) => cancelCardRequest(trx, stale.id, at))) cancelled += 1;
  }
  return cancelled;
}

/** The job's run (src/jobs.ts, every hour): each cancel is a conditional update, taken once. */
export async function runCardRequestsExpiry(ctx: JobContext): Promise<number> {
  const cancelled = await cancelStaleCardRequests(ctx.db);
  if (cancelled > 0) ctx.log.info({ cancelled }, 'card requests job: unpaid requests cancelled');
  return cancelled;
}
