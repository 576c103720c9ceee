/**
 * The built-in sandbox payment provider (decision 026): what a real provider's API would answer
 * the merchant, called in process by the payments module's sandbox adapter. Owns the sandbox_psp_*
 * tables, the hosted pages (routes.ts) and the notifier (notifier.ts). Knows no other module.
 */
import type { Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { validThrough } from './cards.js';
import { newId, queueEvent, type SandboxEvent } from './events.js';
import { cardView, currentSession, outcomeEvent } from './outcomes.js';
import {
  findCard,
  findCharge,
  findChargeByKey,
  findRefundByKey,
  findSession,
  insertChargeOnce,
  insertRefundOnce,
  insertSession,
  refundedCents,
} from './repo.js';
import { payPageUrl } from './page-paths.js';
import { inTransaction } from './transaction.js';

export type { SandboxCard, SandboxEvent, SandboxEventType } from './events.js';
export {
  deliverNotifications,
  notificationSignature,
  runSandboxNotifier,
  SIGNATURE_HEADER,
  type DeliveryReport,
  type NotificationAnswer,
  type NotificationRequest,
  type SendNotification,
} from './notifier.js';
export { TEST_CARDS, type CardBehaviour } from './cards.js';

/** A hosted-page session lives this long; then it fails as `session_expired`. */
export const SESSION_MINUTES = 30;

export { CHALLENGE_PAGE_PATH, PAY_PAGE_PATH, payPageUrl } from './page-paths.js';

export type SessionRequest = {
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

function isCents(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

/**
 * Opens a session of the hosted page. The merchant's request is trusted (it is our own code), so a
 * malformed one is a bug and throws a plain error.
 */
export async function createSession(
  db: Db,
  config: Config,
  request: SessionRequest,
  now: Date = new Date(),
): Promise<{ id: string; redirectUrl: string }> {
  if (!isCents(request.amountCents, request.mode === 'PAYMENT' ? 1 : 0))
    throw new RangeError(`a ${request.mode} session needs an amount in cents: ${request.amountCents}`);
  if (!isHttpUrl(request.returnUrl))
    throw new RangeError(`the return URL must be http(s): ${request.returnUrl}`);
  if (request.lastDueDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(request.lastDueDate))
    throw new RangeError(`the last due date must be YYYY-MM-DD: ${request.lastDueDate}`);
  const id = newId('ps');
  await insertSession(db, {
    id,
    order_id: request.orderId,
    reference: request.reference,
    description: request.description,
    amount_cents: request.amountCents,
    mode: request.mode,
    save_card: request.saveCard || request.mode === 'REGISTRATION' ? 1 : 0,
    last_due_date: request.lastDueDate,
    return_url: request.returnUrl,
    notification_url: config.payments.notificationUrl,
    locale: request.locale,
    status: 'OPEN',
    failure_code: null,
    card_token: null,
    challenge_pending: 0,
    challenge_attempts: 0,
    event_id: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_MINUTES * 60_000).toISOString(),
    completed_at: null,
  });
  return { id, redirectUrl: payPageUrl(id) };
}

export type SessionState = {
  status: 'OPEN' | 'SUCCEEDED' | 'FAILED' | 'CANCELED';
  failureCode: string | null;
  /** The event that reported the outcome (null while OPEN). */
  event: SandboxEvent | null;
};

/** The session's state, an expired one closed first; undefined for an unknown id. */
export async function sessionState(
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<SessionState | undefined> {
  const session = await currentSession(db, id, now);
  if (!session) return undefined;
  return {
    status: session.status as SessionState['status'],
    failureCode: session.failure_code,
    event: await outcomeEvent(db, session),
  };
}

export type ChargeRequest = { token: string; amountCents: number; orderId: number; idempotencyKey: string };
export type ChargeResult = { status: 'SUCCEEDED' | 'FAILED'; chargeId: string; failureCode: string | null };

function sameCharge(
  row: { token: string; amount_cents: number; order_id: number },
  request: ChargeRequest,
): boolean {
  return (
    row.token === request.token &&
    row.amount_cents === request.amountCents &&
    row.order_id === request.orderId
  );
}

function chargeResult(row: { id: string; status: string; failure_code: string | null }): ChargeResult {
  return {
    status: row.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED',
    chargeId: row.id,
    failureCode: row.failure_code,
  };
}

/**
 * Charges a saved card (a later instalment): the same idempotency key answers the same charge,
 * and another request under a used key is refused (IDEMPOTENCY_KEY_REUSED). The 0341 card's token
 * is declined (`card_declined`), a token past its expiry month `expired_card`, a token the
 * provider did not save `invalid_token`; every charge is notified (charge.succeeded/failed).
 */
export async function chargeToken(
  db: Db,
  config: Config,
  request: ChargeRequest,
  now: Date = new Date(),
): Promise<ChargeResult> {
  if (!isCents(request.amountCents, 1)) throw new RangeError(`a charge needs cents: ${request.amountCents}`);
  if (request.idempotencyKey.length === 0) throw new RangeError('a charge needs an idempotency key');
  const existing = await findChargeByKey(db, request.idempotencyKey);
  if (existing) {
    if (!sameCharge(existing, request)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return chargeResult(existing);
  }
  return inTransaction(db, async (trx) => {
    const card = await findCard(trx, request.token);
    const today = now.toISOString().slice(0, 10);
    const failureCode =
      !card || card.reusable !== 1
        ? 'invalid_token'
        : card.behaviour === 'LATER_DECLINED'
          ? 'card_declined'
          : validThrough({ month: card.exp_month, year: card.exp_year }) < today
            ? 'expired_card'
            : null;
    const id = newId('ch');
    const eventId = newId('evt');
    const at = now.toISOString();
    const inserted = await insertChargeOnce(trx, {
      id,
      token: request.token,
      order_id: request.orderId,
      amount_cents: request.amountCents,
      idempotency_key: request.idempotencyKey,
      status: failureCode ? 'FAILED' : 'SUCCEEDED',
      failure_code: failureCode,
      event_id: eventId,
      created_at: at,
    });
    if (!inserted) {
      // Another call with the same key won the race: answer its charge.
      const winner = await findChargeByKey(trx, request.idempotencyKey);
      if (!winner || !sameCharge(winner, request)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return chargeResult(winner);
    }
    await queueEvent(trx, config.payments.notificationUrl, {
      id: eventId,
      type: failureCode ? 'charge.failed' : 'charge.succeeded',
      paymentId: id,
      orderId: request.orderId,
      amountCents: request.amountCents,
      failureCode,
      card: card && card.reusable === 1 ? cardView(card) : null,
      createdAt: at,
    });
    return { status: failureCode ? 'FAILED' : 'SUCCEEDED', chargeId: id, failureCode };
  });
}

export type RefundRequest = { paymentId: string; amountCents: number; idempotencyKey: string };

/** What was paid under a payment id (a succeeded session or charge), with its order. */
async function paidPayment(
  db: Db,
  paymentId: string,
): Promise<{ amountCents: number; orderId: number } | undefined> {
  if (paymentId.startsWith('ch_')) {
    const charge = await findCharge(db, paymentId);
    return charge?.status === 'SUCCEEDED'
      ? { amountCents: charge.amount_cents, orderId: charge.order_id }
      : undefined;
  }
  const session = await findSession(db, paymentId);
  return session?.status === 'SUCCEEDED'
    ? { amountCents: session.amount_cents, orderId: session.order_id }
    : undefined;
}

/**
 * Refunds part or all of a succeeded payment (session or charge), once per idempotency key, never
 * more than was paid: an unknown or unpaid payment is NOT_FOUND, too much is CONFLICT. Notified
 * as refund.succeeded.
 */
export async function refundPayment(
  db: Db,
  config: Config,
  request: RefundRequest,
  now: Date = new Date(),
): Promise<{ refundId: string }> {
  if (!isCents(request.amountCents, 1)) throw new RangeError(`a refund needs cents: ${request.amountCents}`);
  if (request.idempotencyKey.length === 0) throw new RangeError('a refund needs an idempotency key');
  return inTransaction(db, async (trx) => {
    const existing = await findRefundByKey(trx, request.idempotencyKey);
    if (existing) {
      if (existing.payment_id !== request.paymentId || existing.amount_cents !== request.amountCents)
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { refundId: existing.id };
    }
    const paid = await paidPayment(trx, request.paymentId);
    if (!paid) throw new AppError('NOT_FOUND');
    if ((await refundedCents(trx, request.paymentId)) + request.amountCents > paid.amountCents)
      throw new AppError('CONFLICT');
    const id = newId('re');
    const eventId = newId('evt');
    const at = now.toISOString();
    const inserted = await insertRefundOnce(trx, {
      id,
      payment_id: request.paymentId,
      order_id: paid.orderId,
      amount_cents: request.amountCents,
      idempotency_key: request.idempotencyKey,
      status: 'SUCCEEDED',
      event_id: eventId,
      created_at: at,
    });
    if (!inserted) {
      const winner = await findRefundByKey(trx, request.idempotencyKey);
      if (!winner || winner.payment_id !== request.paymentId || winner.amount_cents !== request.amountCents)
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { refundId: winner.id };
    }
    await queueEvent(trx, config.payments.notificationUrl, {
      id: eventId,
      type: 'refund.succeeded',
      paymentId: request.paymentId,
      orderId: paid.orderId,
      amountCents: request.amountCents,
      failureCode: null,
      card: null,
      createdAt: at,
    });
    return { refundId: id };
  });
}
