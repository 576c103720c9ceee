/**
 * The post-payment fare's usage (spec §9 post-payment, issue 7 "usage is billed later"; decision
 * 032): each card carrying a post-payment contract during a calendar month, the days its fare ran,
 * its journeys on those days (its validations by the account that registered it) and what they
 * cost: the single ticket's price each, never more than the monthly pass (fare capping). What the
 * month's bill counts (usage-billing.ts), and what the portal states before the fare stops or moves.
 */
import { addDays, isPostPaymentProduct, type SubscriptionUsage } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { jsonList } from '../../lib/json-list.js';
import { findProductOnSale, findProducts } from '../catalog/service.js';
import { contractsWithCopies } from '../contracts/service.js';
import { postPaymentItems, type PostPaymentItem } from '../orders/service.js';
import { findSavedCard } from '../payments/service.js';
import { countValidations } from '../transit/service.js';
import { findBilledCards } from './usage-billing-repo.js';

/** The catalogue's products a journey is billed at, and capped at. */
export const TRIP_PRODUCT_CODE = 'TICKET_SINGLE';
export const CAP_PRODUCT_CODE = 'MONTHLY_ALL';

/** A journey is billed while its card carries the fare in one of these (never before it is active). */
const BILLED_CONTRACT_STATUSES = new Set(['ACTIVE', 'EXPIRED', 'TERMINATED', 'TRANSFERRED']);

/** The first day of a YYYY-MM month and of the next one. */
export function monthBounds(month: string): { from: string; to: string } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  const year = Number(match[1]);
  const next =
    Number(match[2]) === 12 ? `${year + 1}-01` : `${year}-${String(Number(match[2]) + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** The calendar month before the one of a YYYY-MM-DD day. */
export function previousMonth(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
}

/**
 * What `trips` journeys cost: the ticket's price each, the excess over the pass (when there is
 * one) taken off as a discount, so that the passenger never pays more than the pass.
 */
export function usageAmount(
  trips: number,
  tripCents: number,
  capCents: number | null,
): { subtotalCents: number; discountCents: number; totalCents: number } {
  const subtotalCents = trips * tripCents;
  const totalCents = capCents === null ? subtotalCents : Math.min(subtotalCents, capCents);
  return { subtotalCents, discountCents: subtotalCents - totalCents, totalCents };
}

/** A span of instants [from, to) when the card carried the fare. */
type Window = { from: string; to: string };

/** One card of one account to bill for the month: the days its fare ran, merged. */
export type CardToBill = {
  accountId: number;
  networkId: number;
  mediaId: number;
  /** The latest registration's saved card and language. */
  paymentCardId: number;
  locale: string;
  cardNumber: string;
  holderName: string;
  windows: Window[];
};

function mergeWindows(windows: Window[]): Window[] {
  const merged: Window[] = [];
  for (const window of [...windows].sort((a, b) => a.from.localeCompare(b.from))) {
    const last = merged.at(-1);
    if (last && window.from <= last.to) last.to = window.to > last.to ? window.to : last.to;
    else merged.push({ ...window });
  }
  return merged;
}

/**
 * When a contract's card stops carrying the fare, if before `end`: a TRANSFERRED contract when its
 * move took the fare to another card (decision 064), so that the old card's later journeys are
 * never the fare's.
 */
function fareLeftCard(contract: { status: string; transferredAt: string | null }, end: string): string {
  const moved = contract.status === 'TRANSFERRED' ? contract.transferredAt : null;
  return moved !== null && moved < end ? moved : end;
}

/**
 * The cards not billed yet for the month whose post-payment fare ran some of its days; those of
 * one account when `accountId` is given.
 */
export async function cardsToBill(db: Db, month: string, accountId?: number): Promise<CardToBill[]> {
  const { from, to } = monthBounds(month);
  const items = await postPaymentItems(db, accountId);
  const products = new Map(
    (
      await findProducts(
        db,
        items.map((item) => item.productId),
      )
    ).map((product) => [product.id, product]),
  );
  const key = (accountId: number, mediaId: number) => `${accountId}:${mediaId}`;
  const billed = new Set((await findBilledCards(db, month)).map((row) => key(row.account_id, row.media_id)));
  const cards = new Map<string, CardToBill>();
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product || !isPostPaymentProduct(product)) continue;
    const ids = jsonList(item.contractIds).filter((id): id is number => Number.isInteger(id));
    // The fare's contract, and its copy on the card a paid duplicate or a move (Subscriptions/updateCard) put it on.
    for (const contract of await contractsWithCopies(db, ids)) {
      if (!BILLED_CONTRACT_STATUSES.has(contract.status)) continue;
      const window = {
        from: instant(contract.validFrom > from ? contract.validFrom : from),
        to: fareLeftCard(contract, instant(nextDay(contract.validTo) < to ? nextDay(contract.validTo) : to)),
      };
      const cardKey = key(item.accountId, contract.mediaId);
      if (window.from >= window.to || billed.has(cardKey)) continue;
      const card = cards.get(cardKey) ?? newCard(item, contract.mediaId);
      card.paymentCardId = item.paymentCardId!;
      card.locale = item.locale;
      card.windows.push(window);
      cards.set(cardKey, card);
    }
  }
  return [...cards.values()].map((card) => ({ ...card, windows: mergeWindows(card.windows) }));
}

function newCard(item: PostPaymentItem, mediaId: number): CardToBill {
  return {
    accountId: item.accountId,
    networkId: item.networkId,
    mediaId,
    paymentCardId: item.paymentCardId!,
    locale: item.locale,
    cardNumber: item.cardNumber,
    holderName: item.holderName,
    windows: [],
  };
}

const instant = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) => addDays(day, 1);

export function monthName(month: string, locale: 'fr-FR' | 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(instant(`${month}-01`)),
  );
}

/** The card's journeys by the account on the days its fare ran. */
export async function countTrips(db: Db, card: CardToBill): Promise<number> {
  let trips = 0;
  for (const window of card.windows) {
    trips += await countValidations(db, {
      mediaId: card.mediaId,
      accountId: card.accountId,
      from: window.from,
      to: window.to,
    });
  }
  return trips;
}

/**
 * The month of `on` so far on a card of the account (decision 064): its journeys on the days a
 * post-payment fare ran, what they cost as the bill will count them, when and on which saved card
 * they are charged. What the portal states before the fare stops or moves.
 */
export async function usageSoFar(
  db: Db,
  query: { accountId: number; mediaId: number; networkId: number; on: string },
): Promise<SubscriptionUsage> {
  const month = query.on.slice(0, 7);
  const card = (await cardsToBill(db, month, query.accountId)).find((row) => row.mediaId === query.mediaId);
  const trips = card ? await countTrips(db, card) : 0;
  const networkId = card?.networkId ?? query.networkId;
  const trip = await findProductOnSale(db, networkId, TRIP_PRODUCT_CODE);
  const cap = await findProductOnSale(db, networkId, CAP_PRODUCT_CODE);
  const amount = usageAmount(trips, trip?.price_cents ?? 0, cap?.price_cents ?? null);
  const saved = card ? await findSavedCard(db, card.paymentCardId) : undefined;
  return {
    trips,
    tripCents: trip?.price_cents ?? 0,
    capCents: cap?.price_cents ?? null,
    amountCents: amount.totalCents,
    since: card?.windows[0]?.from.slice(0, 10) ?? `${month}-01`,
    through: query.on,
    billedOn: monthBounds(month).to,
    paymentCard: saved ? { brand: saved.brand, last4: saved.last4 } : null,
  };
}
