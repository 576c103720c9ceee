/**
 * The payment provider adapter (decision 026) and the merchant's records of payments: saved cards
 * and received notifications. Orders call these functions only; `PaymentProvider` is the adapter's
 * shape, and the built-in sandbox (modules/sandbox-psp) its one implementation, chosen by
 * PAYMENT_PROVIDER=sandbox. A production adapter would make the same calls over HTTP to a real
 * provider; the sandbox's are in process, while its notifications come over real HTTP.
 * One file past 300 lines: it is the provider's one seam, its types, the sandbox adapter and every
 * call through it, read together by whoever writes a production adapter (the erasure and the
 * registrations already live apart).
 */
import { timingSafeEqual } from 'node:crypto';
import { LOCALES, type Locale } from '@oceane/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import {
  chargeToken,
  createSession,
  notificationSignature,
  refundPayment,
  sessionState,
} from '../sandbox-psp/service.js';
import {
  findAccountCardByToken,
  findAccountCards,
  findCardById,
  holdLiveCard,
  insertCardOnce,
  insertEventOnce,
  markCardDeleted,
} from './repo.js';

/** A card the provider saved: its token, never the number. */
export type ProviderCard = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

export const PROVIDER_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'charge.succeeded',
  'charge.failed',
  'refund.succeeded',
] as const;

/**
 * What the provider notifies. `failureCode` on a failure: card_declined, expired_card,
 * authentication_failed, canceled (the passenger canceled on the hosted page), session_expired
 * (30 minutes passed), invalid_token (a charge of a card the provider did not save). `card` is the
 * saved card on a payment that saved it (saveCard or REGISTRATION) and on a charge.
 */
export type ProviderEvent = {
  id: string;
  type: (typeof PROVIDER_EVENT_TYPES)[number];
  paymentId: string;
  orderId: number;
  amountCents: number;
  failureCode: string | null;
  card: ProviderCard | null;
  createdAt: string;
};

export type PaymentSessionRequest = {
  orderId: number;
  reference: string;
  amountCents: number;
  mode: 'PAYMENT' | 'REGISTRATION';
  saveCard: boolean;
  lastDueDate: string | null;
  returnUrl: string;
  locale: Locale;
  description: string;
};

export type PaymentState = { status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; event: ProviderEvent | null };

export type ChargeRequest = { token: string; amountCents: number; orderId: number; idempotencyKey: string };
export type ChargeOutcome = { status: 'SUCCEEDED' | 'FAILED'; chargeId: string; failureCode: string | null };
export type RefundRequest = { paymentId: string; amountCents: number; idempotencyKey: string };

/** What a payment provider adapter does for the merchant. */
export type PaymentProvider = {
  createPaymentSession(
    db: Db,
    config: Config,
    request: PaymentSessionRequest,
  ): Promise<{ paymentId: string; redirectUrl: string }>;
  getPaymentState(db: Db, paymentId: string): Promise<PaymentState>;
  verifyNotification(
    config: Config,
    body: Record<string, unknown>,
    signatureHeader: string | undefined,
    now?: Date,
  ): ProviderEvent;
  chargeSavedCard(db: Db, config: Config, request: ChargeRequest): Promise<ChargeOutcome>;
  refund(db: Db, config: Config, request: RefundRequest): Promise<void>;
};

/** A notification signed longer ago (or further ahead) than this is refused: no replay later. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

const cardSchema = z.object({
  token: z.string().min(1).max(200),
  brand: z.string().max(40),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(9999),
});

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(PROVIDER_EVENT_TYPES),
  paymentId: z.string().min(1).max(200),
  orderId: z.number().int().min(0),
  amountCents: z.number().int().min(0),
  failureCode: z.string().max(100).nullable(),
  card: cardSchema.nullable(),
  createdAt: z.string().max(40),
});

/** `t=<unix seconds>,v1=<hex>`; undefined when malformed. */
function parseSignatureHeader(header: string): { timestamp: number; v1: string } | undefined {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    if (key && rest.length > 0 && !parts.has(key)) parts.set(key, rest.join('='));
  }
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return undefined;
  return { timestamp: Number(t), v1 };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The sandbox adapter: the built-in provider, in process. */
export const sandboxProvider: PaymentProvider = {
  async createPaymentSession(db, config, request) {
    const session = await createSession(db, config, request);
    return { paymentId: session.id, redirectUrl: session.redirectUrl };
  },

  async getPaymentState(db, paymentId) {
    const state = await sessionState(db, paymentId);
    if (!state || state.status === 'OPEN') return { status: 'PENDING', event: null };
    const event = state.event ? eventSchema.parse(state.event) : null;
    return { status: state.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED', event };
  },

  /**
   * The `x-sandbox-signature` header is the guard (sHMAC's key is public): HMAC-SHA256 under the
   * notification secret of "<t>." + the body's canonical text, within 5 minutes of now. Anything
   * else is BAD_NOTIFICATION_SIGNATURE; a signed body of the wrong shape is VALIDATION_ERROR.
   */
  verifyNotification(config, body, signatureHeader, now = new Date()) {
    const header = signatureHeader ? parseSignatureHeader(signatureHeader) : undefined;
    if (!header) throw new AppError('BAD_NOTIFICATION_SIGNATURE');
    const age = Math.abs(Math.floor(now.getTime() / 1000) - header.timestamp);
    if (age > NOTIFICATION_TOLERANCE_SECONDS) throw new AppError('BAD_NOTIFICATION_SIGNATURE');
    let expected: string;
    try {
      expected = notificationSignature(config.payments.notificationSecret, header.timestamp, body);
    } catch {
      // A body too deeply nested to have a canonical text was not signed by the provider.
      throw new AppError('BAD_NOTIFICATION_SIGNATURE');
    }
    if (!sameHex(expected, header.v1)) throw new AppError('BAD_NOTIFICATION_SIGNATURE');
    const { sHMAC: _signature, ...event } = body;
    const parsed = eventSchema.safeParse(event);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR');
    return parsed.data;
  },

  chargeSavedCard(db, config, request) {
    return chargeToken(db, config, request);
  },

  async refund(db, config, request) {
    await refundPayment(db, config, request);
  },
};

/** The adapter PAYMENT_PROVIDER names (only the sandbox exists). */
export function paymentProvider(config: Config): PaymentProvider {
  switch (config.payments.provider) {
    case 'sandbox':
      return sandboxProvider;
  }
}

/**
 * Opens a payment on the provider's hosted page: `redirectUrl` is where the browser goes (the
 * sandbox's is a path on this api's origin). With `lastDueDate`, the page refuses a card that
 * expires before it (CARD_EXPIRES_BEFORE_SCHEDULE's words).
 */
export function createPaymentSession(
  db: Db,
  config: Config,
  request: PaymentSessionRequest,
): Promise<{ paymentId: string; redirectUrl: string }> {
  if (!LOCALES.includes(request.locale)) throw new RangeError(`unknown locale ${String(request.locale)}`);
  return paymentProvider(config).createPaymentSession(db, config, request);
}

/**
 * Where a payment stands at the provider, with the event that decided it (the same id as the
 * notification's, so applying either is one application). An unknown id is PENDING.
 */
export function getPaymentState(db: Db, paymentId: string, config?: Config): Promise<PaymentState> {
  return (config ? paymentProvider(config) : sandboxProvider).getPaymentState(db, paymentId);
}

/** Checks a notification's provider signature and shape; throws BAD_NOTIFICATION_SIGNATURE. */
export function verifyNotification(
  config: Config,
  body: Record<string, unknown>,
  signatureHeader: string | undefined,
  now: Date = new Date(),
): ProviderEvent {
  return paymentProvider(config).verifyNotification(config, body, signatureHeader, now);
}

/**
 * Records the event under its unique id; false when it was recorded before (a second delivery,
 * or verify and the notification both). Uses ON CONFLICT, so it never aborts the caller's
 * PostgreSQL transaction.
 */
export async function recordEventOnce(trx: Db, event: ProviderEvent): Promise<boolean> {
  return insertEventOnce(trx, {
    event_id: event.id,
    type: event.type,
    payload: JSON.stringify(event),
    received_at: new Date().toISOString(),
  });
}

/**
 * Keeps the provider's saved card for the account; the account's same token answers the same
 * row's id. A token another account saved (a provider's tokens may derive from the card number)
 * is a row of this account's own: never the other's row, which its owner may delete or see
 * charged (decision 059).
 */
export async function saveCard(trx: Db, accountId: number, card: ProviderCard): Promise<number> {
  await insertCardOnce(trx, {
    account_id: accountId,
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    created_at: new Date().toISOString(),
  });
  const row = await findAccountCardByToken(trx, accountId, card.token);
  if (!row) throw new Error('the saved card vanished');
  return row.id;
}

export type SavedCard = {
  id: number;
  accountId: number;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

function savedCardOf(row: NonNullable<Awaited<ReturnType<typeof findCardById>>>): SavedCard {
  return {
    id: row.id,
    accountId: row.account_id,
    token: row.token,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
  };
}

export async function findSavedCard(db: Db, id: number): Promise<SavedCard | undefined> {
  const row = await findCardById(db, id);
  return row ? savedCardOf(row) : undefined;
}

/** The account's saved cards not deleted, oldest first. */
export async function listSavedCards(db: Db, accountId: number): Promise<SavedCard[]> {
  return (await findAccountCards(db, accountId)).map(savedCardOf);
}

/**
 * Deletes one of the account's saved cards (the row stays, marked, for the orders that name it);
 * false when it was not the account's or already deleted. The provider's token is not charged again.
 */
export async function deleteSavedCard(trx: Db, accountId: number, id: number, at: string): Promise<boolean> {
  return (await markCardDeleted(trx, accountId, id, at)) === 1;
}

/**
 * Charges a saved card (a later instalment), once per idempotency key: the same key answers the
 * same charge; another request under a used key is IDEMPOTENCY_KEY_REUSED.
 */
export function chargeSavedCard(db: Db, config: Config, request: ChargeRequest): Promise<ChargeOutcome> {
  return paymentProvider(config).chargeSavedCard(db, config, request);
}

/**
 * Refunds a paid payment (a session's `paymentId` or a charge's `chargeId`), once per idempotency
 * key; NOT_FOUND when it was not paid, CONFLICT past what was paid.
 */
export function refund(db: Db, config: Config, request: RefundRequest): Promise<void> {
  return paymentProvider(config).refund(db, config, request);
}

/** The last day a card is valid: the last day of its expiry month, YYYY-MM-DD. */
export function cardValidThrough(card: { expMonth: number; expYear: number }): string {
  const lastDay = new Date(Date.UTC(card.expYear, card.expMonth, 0)).getUTCDate();
  const month = String(card.expMonth).padStart(2, '0');
  return `${String(card.expYear).padStart(4, '0')}-${month}-${String(lastDay).padStart(2, '0')}`;
}

/**
 * Holds the account's saved cards for the rest of the transaction, in id order (two deletions at
 * once wait for each other instead of crossing); false when one is not the account's or deleted.
 */
export async function holdSavedCards(trx: Db, accountId: number, ids: number[]): Promise<boolean> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    if ((await holdLiveCard(trx, accountId, id)) !== 1) return false;
  }
  return true;
}
export { forgetPaymentCards, paymentCardsForExport } from './erasure.js';
export {
  applyRegistrationEvent,
  cardRegistrationOf,
  isCardRegistration,
  startCardRegistration,
  type CardRegistrationView,
} from './registrations.js';
/** The dashboard's refunds of the month (decision 077). */
export { refundsReceivedBetween } from './refunds-ledger.js';
