/**
 * The card calls of a session: list, bookmark, unregister, holder and alerts. Every call naming a
 * card goes through `ownedCard`: a card of another account and a missing one both answer 403.
 */
import {
  CARD_KEYS,
  DEFAULT_MEDIA_METHOD,
  DISRUPTION_KEYS,
  type AlertPreferences,
  type CardHolder,
  type Locale,
  type MediaMethod,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import {
  claimCardRow,
  findAccountCard,
  findCard,
  findCardByNumber,
  findPhoto,
  insertCopyOfCard,
  listAccountCardIds,
  listAccountCards,
  lockCardRow,
  releaseCard,
  updateCard,
  type CardRow,
} from './repo.js';
import { freshCardNumber } from './new-card.js';
import type { CardView } from './schemas.js';
import { cardViews, isCardExpired, oneCardView } from './views.js';

/** Whether a card is past its validity: other modules refuse to act on such a card. */
export { isCardExpired };

/** The session's card of that id; FORBIDDEN otherwise, whether it exists or not. */
export async function ownedCard(db: Db, session: CurrentSession, mediaId: number): Promise<CardRow> {
  const card = await findAccountCard(db, session.accountId, mediaId);
  if (!card) throw new AppError('FORBIDDEN');
  return card;
}

/** What an order keeps of a card: its id, number, holder (first name then name) and network. */
export type CardForOrder = { id: number; number: string; holderName: string; networkId: number };

export function cardForOrder(card: CardRow): CardForOrder {
  return {
    id: card.id,
    number: card.number,
    holderName: `${card.holder_firstname} ${card.holder_name}`,
    networkId: card.network_id,
  };
}

/** A card of the session as the api answers it, read again after a change. */
export async function ownedCardView(
  db: Db,
  session: CurrentSession,
  mediaId: number,
  locale: Locale,
): Promise<CardView> {
  return oneCardView(db, await ownedCard(db, session, mediaId), locale);
}

/** The ids of the session's cards on every network (their contracts are the account's). */
export function accountCardIds(db: Db, session: CurrentSession): Promise<number[]> {
  return listAccountCardIds(db, session.accountId);
}

/** wallet/transferContract: a lost card is expired once its contracts moved to its replacement. */
export async function expireCard(db: Db, mediaId: number): Promise<void> {
  await updateCard(db, mediaId, { expired: 1 });
}

/**
 * Account/getCards.json: the session's cards of the kinds `methods` names (CARD by default; every
 * medium of this api is a card, decision 064).
 */
export async function getCards(
  db: Db,
  session: CurrentSession,
  query: { networkId?: number; methods?: MediaMethod | MediaMethod[] },
  locale: Locale,
): Promise<CardView[]> {
  const methods = [query.methods ?? DEFAULT_MEDIA_METHOD].flat();
  if (!methods.includes('CARD')) return [];
  const cards = await listAccountCards(db, session.accountId, query.networkId ?? session.networkId);
  return cardViews(db, cards, locale);
}

export async function getMedias(db: Db, session: CurrentSession) {
  const cards = await listAccountCards(db, session.accountId, session.networkId);
  return cards.map((card) => ({
    id: card.id,
    number: card.number,
    type: 'CARD' as const,
    expired: isCardExpired(card),
    holderName: card.holder_name,
    holderFirstname: card.holder_firstname,
  }));
}

export async function setBookmark(
  db: Db,
  session: CurrentSession,
  cardId: number,
  bookmarked: boolean,
  locale: Locale,
): Promise<CardView> {
  await ownedCard(db, session, cardId);
  await updateCard(db, cardId, { bookmarked: bookmarked ? 1 : 0 });
  return ownedCardView(db, session, cardId, locale);
}

/**
 * What else ends when a card leaves its account, run in the release's transaction: the duplicates
 * module cancels the card's open request. app.ts hands it over, since cards imports no module above it.
 */
export type OnCardReleased = (db: Db, mediaId: number, at: string) => Promise<void>;

/**
 * Account/unregisterCard.json and Account/unregisterMedia: the card can be associated again, with
 * only its holder's identity and its contracts left on it (RELEASED_CARD).
 */
export async function unregisterCard(
  db: Db,
  session: CurrentSession,
  cardId: number,
  onReleased: OnCardReleased,
): Promise<void> {
  const now = isoNow();
  const released = await db.transaction().execute(async (trx) => {
    if (!(await releaseCard(trx, cardId, session.accountId))) return false;
    await onReleased(trx, cardId, now);
    return true;
  });
  if (!released) throw new AppError('FORBIDDEN');
}

/**
 * Media/updateHolder.json. The birth date proves the card at association and at the guest reload
 * and opens the under-26 fare: once the card is associated (every card this call reaches is), only
 * the mobility centre changes it, with a proof; the same date again is fine (decision 058).
 */
export async function updateHolder(
  db: Db,
  session: CurrentSession,
  mediaId: number,
  holder: CardHolder,
  locale: Locale,
): Promise<CardView> {
  const card = await ownedCard(db, session, mediaId);
  if (holder.birthdate !== card.holder_birthdate)
    throw new AppError('BIRTHDATE_NOT_CHANGEABLE', { 'holder.birthdate': CARD_KEYS.birthdateLocked });
  await updateCard(db, mediaId, {
    holder_gender: holder.gender,
    holder_name: holder.name,
    holder_firstname: holder.firstname,
    holder_category: holder.socioProfessionalCategory,
    holder_address1: holder.address1,
    holder_address2: holder.address2 || null,
    holder_zipcode: holder.zipcode,
    holder_city: holder.city,
    holder_country: holder.country,
    holder_mobile: holder.mobile,
    holder_landline: holder.landline || null,
  });
  return ownedCardView(db, session, mediaId, locale);
}

/**
 * The line codes of `codes` that no line of the network has: the transit module's answer, handed
 * in by app.ts (transit uses cards, so cards may not import transit).
 */
export type UnknownLines = (db: Db, networkId: number, codes: string[]) => Promise<string[]>;

export async function updateAlerts(
  db: Db,
  session: CurrentSession,
  mediaId: number,
  alerts: AlertPreferences | null,
  consents: { post: boolean; sms: boolean; email: boolean },
  locale: Locale,
  unknownLines: UnknownLines = async () => [],
): Promise<CardView> {
  const card = await ownedCard(db, session, mediaId);
  // Favourite lines are checked against the network (decision 053); a line saved before is kept.
  const saved = new Set<string>(
    card.alerts_favorite_lines ? (JSON.parse(card.alerts_favorite_lines) as string[]) : [],
  );
  const added = (alerts?.favoriteLines ?? []).filter((line) => !saved.has(line));
  if (added.length > 0 && (await unknownLines(db, card.network_id, added)).length > 0)
    throw new AppError('VALIDATION_ERROR', { 'alerts.favoriteLines': DISRUPTION_KEYS.lineUnknown });
  await updateCard(db, mediaId, {
    alerts_delivery_mode: alerts?.deliveryMode ?? null,
    alerts_email: alerts?.email ?? null,
    alerts_phone: alerts?.phone ?? null,
    alerts_favorite_modes: alerts ? JSON.stringify([...new Set(alerts.favoriteModes)]) : null,
    alerts_favorite_lines: alerts ? JSON.stringify([...new Set(alerts.favoriteLines)]) : null,
    alerts_locale: alerts ? locale : null,
    consent_post: consents.post ? 1 : 0,
    consent_sms: consents.sms ? 1 : 0,
    consent_email: consents.email ? 1 : 0,
  });
  return ownedCardView(db, session, mediaId, locale);
}

/** A card by number on a network, whoever holds it (association checks the holder). */
export function cardByNumber(db: Db, networkId: number, number: string): Promise<CardRow | undefined> {
  return findCardByNumber(db, networkId, number);
}

/** A card by id, whoever holds it: for the association's answer and its race check. */
/**
 * Holds the card until the caller's transaction ends (orders, in the paying transaction): two
 * payments for one card are applied one after the other, so that the second sees the first's sale.
 */
export function holdCard(db: Db, id: number): Promise<void> {
  return lockCardRow(db, id);
}

export function cardById(db: Db, id: number): Promise<CardRow | undefined> {
  return findCard(db, id);
}

/** The card as the api answers it (its contracts read now). */
export function cardViewOf(db: Db, card: CardRow, locale: Locale): Promise<CardView> {
  return oneCardView(db, card, locale);
}

/** Association: the card goes to the account if no account holds it; answers whether it did. */
export function claimCard(db: Db, mediaId: number, accountId: number, now: string): Promise<boolean> {
  return claimCardRow(db, mediaId, accountId, now);
}

/** A re-encoded holder photo (photos module) on the card, with the holder's consent to keep it. */
export async function setPhoto(
  db: Db,
  mediaId: number,
  photo: { data: Buffer; width: number; height: number },
): Promise<void> {
  await updateCard(db, mediaId, {
    photo: photo.data,
    photo_type: 'image/jpeg',
    photo_width: photo.width,
    photo_height: photo.height,
    photo_updated_at: isoNow(),
    photo_consent: 1,
  });
}

/** The card's photo, as stored (a JPEG), or null. */
export async function photoOf(db: Db, mediaId: number): Promise<Buffer | null> {
  const photo = await findPhoto(db, mediaId);
  return photo ? Buffer.from(photo) : null;
}

/**
 * A paid duplicate: a new card with a new number for the same holder, photo, consents and alerts,
 * associated to the same account, and the old card blocked, naming its replacement (it reads as
 * expired from then on). Answers the new card. Run it in the paying transaction; the caller moves
 * the contracts.
 */
export async function replaceCard(
  db: Db,
  mediaId: number,
  at: string,
): Promise<{ id: number; number: string }> {
  const old = await cardById(db, mediaId);
  if (!old) throw new Error(`card ${mediaId} to replace is missing`);
  const number = await freshCardNumber(db, old.network_id);
  const id = await insertCopyOfCard(db, mediaId, number, at);
  await updateCard(db, mediaId, { blocked_at: at, replaced_by_id: id, bookmarked: 0 });
  return { id, number };
}

export { issueCard, type NewCard } from './new-card.js';
export { cardsForExport, eraseCardsOfAccounts } from './erasure.js';
export { listCardsWithAlerts as cardsWithAlerts } from './repo.js';
export { releaseLentCard } from './guest-loan.js';
/** The back office's search by card number and its block of a lost card (decision 073). */
export { blockLostCard, cardsByNumberPrefix } from './staff.js';

/** The card a duplicate replaced by this one (its id in a list), or undefined for an original card. */
export async function replacedCardOf(db: Db, mediaId: number): Promise<number[] | undefined> {
  const row = await db
    .selectFrom('media')
    .select('id')
    .where('replaced_by_id', '=', mediaId)
    .executeTakeFirst();
  return row ? [row.id] : undefined;
}
