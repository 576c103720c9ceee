/**
 * The post-payment fare's bills (spec §9 post-payment, issue 7 "usage is billed later"; decision
 * 032): once a calendar month is over, each card carrying a post-payment contract is billed its
 * journeys of that month (its validations by the account that registered it) at the single
 * ticket's price, never more than the monthly pass (fare capping), on the payment card registered
 * with the fare. A bill is a POST_PAYMENT_USAGE order of one item.
 *
 * Exactly once: the order is written with its `usage_bills` row, unique per account, card and
 * month, in one transaction (a second run meets the key and makes nothing). It is then charged
 * like a later instalment (instalments-job.ts): claimed by a conditional update, charged under the
 * key `usage-<orderId>-<month>`, its result written by conditional updates. Paid: COMPLETED, its
 * invoice and confirmation mail (fulfilPaidOrder, which puts no contract on a card for a usage
 * item). Refused: REGULARIZATION and the regularization mail, as for a failed instalment.
 */
import { createHash } from 'node:crypto';
import {
  canonicalText,
  isPostPaymentProduct,
  vatIncludedCents,
  type SubscriptionUsage,
} from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { jsonList } from '../../lib/json-list.js';
import { cardById } from '../cards/service.js';
import { findProductOnSale, findProducts, type Product } from '../catalog/service.js';
import { contractsWithCopies } from '../contracts/service.js';
import { findSavedCard, type ChargeOutcome } from '../payments/service.js';
import { countValidations } from '../transit/service.js';
import {
  claimInstalment,
  insertInstalments,
  insertOrder,
  insertOrderItems,
  recordInstalmentCharged,
  recordInstalmentFailed,
} from './checkout-repo.js';
import { fulfilPaidOrder, queueRegularizationMail } from './fulfilment.js';
import { chargeOrderCard, nextDay } from './instalments-job.js';
import {
  findBilledCards,
  findPostPaymentItems,
  findUsageBillsToCharge,
  insertUsageBill,
  markUsageOrderPaid,
  markUsageOrderUnpaid,
  type PostPaymentItem,
  type UsageBillToCharge,
} from './usage-billing-repo.js';

/** The catalogue's products a journey is billed at, and capped at. */
export const TRIP_PRODUCT_CODE = 'TICKET_SINGLE';
export const CAP_PRODUCT_CODE = 'MONTHLY_ALL';

/** A journey is billed while its card carries the fare in one of these (never before it is active). */
const BILLED_CONTRACT_STATUSES = new Set(['ACTIVE', 'EXPIRED', 'TERMINATED', 'TRANSFERRED']);

export type UsageBillingReport = {
  /** Usage orders made by this run. */
  billed: number;
  paid: number;
  /** Charges refused: the order went to REGULARIZATION. */
  unpaid: number;
  /** Cards or bills whose work threw: tried again at the next run. */
  errors: number;
};

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

function isPostPaymentFare(product: Pick<Product, 'code' | 'audience'> | undefined): boolean {
  return product !== undefined && isPostPaymentProduct(product);
}

/** A span of instants [from, to) when the card carried the fare. */
type Window = { from: string; to: string };

/** One card of one account to bill for the month: the days its fare ran, merged. */
type CardToBill = {
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
async function cardsToBill(db: Db, month: string, accountId?: number): Promise<CardToBill[]> {
  const { from, to } = monthBounds(month);
  const items = await findPostPaymentItems(db, accountId);
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
    if (!isPostPaymentFare(products.get(item.productId))) continue;
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

function monthName(month: string, locale: 'fr-FR' | 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(instant(`${month}-01`)),
  );
}

/** The card's journeys by the account on the days its fare ran. */
async function countTrips(db: Db, card: CardToBill): Promise<number> {
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

/** Makes the card's usage order for the month; false when it had no journey or another run made it. */
async function billCard(db: Db, card: CardToBill, month: string, at: string): Promise<boolean> {
  const trips = await countTrips(db, card);
  if (trips === 0) return false;
  const trip = await findProductOnSale(db, card.networkId, TRIP_PRODUCT_CODE);
  if (!trip) throw new Error(`Network ${card.networkId} sells no ${TRIP_PRODUCT_CODE}: usage not billed`);
  const cap = await findProductOnSale(db, card.networkId, CAP_PRODUCT_CODE);
  const amount = usageAmount(trips, trip.price_cents, cap?.price_cents ?? null);
  // The card as it is now (a copy's card is not the order's); the registration's snapshot otherwise.
  const media = await cardById(db, card.mediaId);
  try {
    await db.transaction().execute(async (trx) => {
      const orderId = await insertOrder(trx, {
        account_id: card.accountId,
        network_id: card.networkId,
        reference: null,
        idempotency_key: `usage-${card.mediaId}-${month}`,
        request_hash: createHash('sha256')
          .update(canonicalText({ mediaId: card.mediaId, month, trips }))
          .digest('hex'),
        order_type: 'POST_PAYMENT_USAGE',
        // Being charged: no passenger's payment page may open on it (placeOrder wants PENDING).
        status: 'PROCESSING',
        process_status: 'TO_PROCESS',
        origin: 'ESHOP',
        payment_method: 'CARD',
        installments: 1,
        post_payment: 0,
        subtotal_cents: amount.subtotalCents,
        discount_cents: amount.discountCents,
        total_cents: amount.totalCents,
        vat_cents: vatIncludedCents(amount.totalCents),
        voucher_code: null,
        locale: card.locale === 'en' ? 'en' : 'fr',
        payment_card_id: card.paymentCardId,
        created_at: at,
        updated_at: at,
        paid_at: null,
      });
      await insertOrderItems(trx, [
        {
          order_id: orderId,
          position: 1,
          type: 'POST_PAYMENT_USAGE',
          media_id: card.mediaId,
          card_number: media?.number ?? card.cardNumber,
          holder_name: media ? `${media.holder_firstname} ${media.holder_name}`.trim() : card.holderName,
          product_id: trip.id,
          shop_item_id: trip.shop_item_id,
          name_fr: `Trajets en post-paiement – ${monthName(month, 'fr-FR')}`,
          name_en: `Post-payment journeys – ${monthName(month, 'en-GB')}`,
          product_type: trip.product_type,
          transport_modes: trip.transport_modes,
          renewal_interval: null,
          quantity: trips,
          unit_price_cents: trip.price_cents,
          discount_cents: amount.discountCents,
          total_cents: amount.totalCents,
          gift: 0,
          duplicate_request_id: null,
          contract_ids: null,
        },
      ]);
      await insertInstalments(trx, orderId, [{ dueDate: at.slice(0, 10), amountCents: amount.totalCents }]);
      await insertUsageBill(trx, {
        account_id: card.accountId,
        media_id: card.mediaId,
        month,
        order_id: orderId,
        created_at: at,
      });
    });
    return true;
  } catch (error) {
    // Another run billed this card's month first (the order's key or the bill's).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

function charge(db: Db, config: Config, bill: UsageBillToCharge): Promise<ChargeOutcome> {
  return chargeOrderCard(db, config, {
    paymentCardId: bill.payment_card_id,
    accountId: bill.account_id,
    amountCents: bill.amount_cents,
    orderId: bill.order_id,
    idempotencyKey: `usage-${bill.order_id}-${bill.month}`,
  });
}

/** One bill: claimed, charged once, its result written. Answers what happened, or null if taken. */
async function chargeBill(
  db: Db,
  config: Config,
  bill: UsageBillToCharge,
  at: string,
): Promise<'paid' | 'unpaid' | null> {
  const today = at.slice(0, 10);
  const tomorrow = nextDay(today);
  if ((await claimInstalment(db, bill, today, tomorrow)) === 0) return null;
  const result = await charge(db, config, bill);
  return db.transaction().execute(async (trx) => {
    if (result.status === 'SUCCEEDED') {
      if ((await recordInstalmentCharged(trx, bill, result.chargeId, at)) === 0) return null;
      await markUsageOrderPaid(trx, bill.order_id, at);
      await fulfilPaidOrder(trx, bill.order_id, at, config);
      return 'paid';
    }
    // One attempt: the journeys are travelled, the debt is the agency's to settle (decision 032).
    if ((await recordInstalmentFailed(trx, bill, true, tomorrow)) === 0) return null;
    await markUsageOrderUnpaid(trx, bill.order_id, at);
    await queueRegularizationMail(trx, bill.order_id, config);
    return 'unpaid';
  });
}

/**
 * Bills `month` (YYYY-MM, over by `at`): a usage order for each card with journeys not billed
 * yet, then a charge for each usage order not charged yet (of any month). Runs concurrently with
 * itself without billing or charging anything twice.
 */
export async function billPostPaymentUsage(
  db: Db,
  config: Config,
  month: string,
  at: string = new Date().toISOString(),
  onError: (error: unknown, what: { mediaId?: number; orderId?: number }) => void = () => {},
): Promise<UsageBillingReport> {
  if (monthBounds(month).to > at.slice(0, 10)) throw new Error(`The month ${month} is not over on ${at}`);
  const report: UsageBillingReport = { billed: 0, paid: 0, unpaid: 0, errors: 0 };
  for (const card of await cardsToBill(db, month)) {
    try {
      if (await billCard(db, card, month, at)) report.billed += 1;
    } catch (error) {
      report.errors += 1;
      onError(error, { mediaId: card.mediaId });
    }
  }
  for (const bill of await findUsageBillsToCharge(db, at.slice(0, 10))) {
    try {
      const outcome = await chargeBill(db, config, bill, at);
      if (outcome) report[outcome] += 1;
    } catch (error) {
      // A claimed bill is charged again tomorrow under the same key: the provider answers the first.
      report.errors += 1;
      onError(error, { orderId: bill.order_id });
    }
  }
  return report;
}
