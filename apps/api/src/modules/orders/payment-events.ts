/**
 * A payment provider's event applied to the orders, exactly once (decision 025): the notification
 * (Payment/acknowledge.json) and Order/verify.json both come here. One transaction records the
 * event under its unique id (a second delivery stops there) and applies it; every transition is a
 * conditional update, so two concurrent deliveries of two events cannot both pay one order.
 */
import { networkDay } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { isAppError } from '../../lib/errors.js';
import {
  applyRegistrationEvent,
  isCardRegistration,
  recordEventOnce,
  refund,
  saveCard,
  type ProviderEvent,
} from '../payments/service.js';
import {
  findPaymentByProviderId,
  markOrderCanceled,
  markOrderPaid,
  markPaymentRefunded,
  setOrderPaymentCard,
  settlePayment,
} from './checkout-repo.js';
import { cancelDueInstalments, markInstalmentPaid } from './instalments-repo.js';
import { cancelOrderCardRequests } from './card-creation-items.js';
import { findOrder } from './orders-repo.js';
import { undeliverable } from './deliverable.js';
import { fulfilPaidOrder } from './fulfilment.js';
import { redeemVoucherUse } from '../pricing/service.js';

/** What applying an event did, for the caller's answer and the tests. */
export type EventOutcome =
  /** The event had been applied before (or is not about a payment of ours): nothing changed. */
  | 'ALREADY_APPLIED'
  /** Recorded; nothing more to do (a charge of the job, a refund, an unknown payment). */
  | 'RECORDED'
  | 'PAID'
  | 'FAILED'
  /** The payment paid an order another payment had paid: it was refunded. */
  | 'REFUNDED_DUPLICATE'
  /** The order could no longer be delivered to its account (deliverable.ts): canceled, refunded. */
  | 'REFUNDED_CANCELED'
  /** The event's amount is not the payment's: recorded, not applied (the provider's own word is). */
  | 'AMOUNT_MISMATCH';

/** PostgreSQL's deadlock and serialization failures: the transaction may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

function retryable(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/** How often a transaction that met a concurrent one runs again before the error is answered. */
const ATTEMPTS = 3;

/**
 * The deliveries of each event this process is applying, by database: the last one's promise.
 * A delivery of an event already being applied here (the provider retrying, the browser's verify)
 * waits for it before opening its transaction, instead of holding a pooled connection while it
 * waits on the event's row: fifty deliveries of one notification at once hold one connection, not
 * fifty, and leave the pool to other payments. Another process still meets the event's unique id.
 */
const applying = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Applies the event once. Two deliveries of one event at once: in this process the second waits
 * for the first, then finds it recorded; in another, it waits on the event's unique id, fails,
 * and runs again to find it recorded. Any other failure rolls everything back and is thrown: the
 * provider delivers the notification again later, so no paid order is lost.
 */
export async function applyProviderEvent(
  db: Db,
  config: Config,
  event: ProviderEvent,
  at: string,
): Promise<EventOutcome> {
  const running = applying.get(db) ?? new Map<string, Promise<unknown>>();
  applying.set(db, running);
  const previous = running.get(event.id);
  const mine = (async () => {
    // The previous delivery's failure is its own caller's; this one tries for itself.
    await previous?.catch(() => undefined);
    return applyInTransaction(db, config, event, at);
  })();
  running.set(event.id, mine);
  try {
    return await mine;
  } finally {
    if (running.get(event.id) === mine) running.delete(event.id);
  }
}

async function applyInTransaction(
  db: Db,
  config: Config,
  event: ProviderEvent,
  at: string,
): Promise<EventOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (!(await recordEventOnce(trx, event))) return 'ALREADY_APPLIED';
        return applyRecorded(trx, config, event, at);
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryable(error)) throw error;
    }
  }
}

async function applyRecorded(
  trx: Db,
  config: Config,
  event: ProviderEvent,
  at: string,
): Promise<EventOutcome> {
  // A card added without buying (decision 052): its registration, not an order, takes the event.
  if (
    (event.type === 'payment.succeeded' || event.type === 'payment.failed') &&
    (await isCardRegistration(trx, event.paymentId))
  )
    return (await applyRegistrationEvent(trx, event, at)) ? 'RECORDED' : 'ALREADY_APPLIED';
  switch (event.type) {
    case 'payment.succeeded':
      return paymentSucceeded(trx, config, event, at);
    case 'payment.failed':
      return paymentFailed(trx, event, at);
    // The job applies its charges' results itself (instalments-job.ts); a refund is ours already.
    case 'charge.succeeded':
    case 'charge.failed':
    case 'refund.succeeded':
      return 'RECORDED';
  }
}

/** The order's payment the event is about, when it is one of ours and for that order. */
async function paymentOf(trx: Db, event: ProviderEvent) {
  const payment = await findPaymentByProviderId(trx, event.paymentId);
  return payment && payment.order_id === event.orderId ? payment : undefined;
}

async function paymentSucceeded(
  trx: Db,
  config: Config,
  event: ProviderEvent,
  at: string,
): Promise<EventOutcome> {
  const payment = await paymentOf(trx, event);
  if (!payment) return 'RECORDED';
  // Another amount than the session's pays nothing (and is refunded nothing on its word): the
  // provider's state of the payment, asked by verify, or its right event, still applies.
  if (event.amountCents !== payment.amount_cents) return 'AMOUNT_MISMATCH';
  // A payment the provider reports as taken is taken, even one an earlier event called failed.
  if ((await settlePayment(trx, payment.id, { status: 'SUCCEEDED', failureCode: null }, at)) === 0) {
    return 'ALREADY_APPLIED';
  }
  const order = await findOrder(trx, payment.order_id);
  if (!order) return 'RECORDED';

  // A card that left the account (perhaps to a stranger's), a duplicate request cancelled, a pass
  // another order put on the card meanwhile (decision 060): what was paid cannot be delivered to the payer, so the money goes back and the order is canceled.
  if (order.status === 'PENDING' && (await undeliverable(trx, order, networkDay(at)))) {
    await giveBack(trx, config, event);
    await markPaymentRefunded(trx, payment.id, at);
    await markOrderCanceled(trx, order.id, at);
    await cancelDueInstalments(trx, order.id);
    // A new card's request goes with its order: no card is ever issued for it.
    await cancelOrderCardRequests(trx, order.id, at);
    return 'REFUNDED_CANCELED';
  }

  if ((await markOrderPaid(trx, order.id, at)) === 0) {
    // Paid by another payment (a second tab, a second session), or no longer payable: the money
    // goes back.
    await giveBack(trx, config, event);
    await markPaymentRefunded(trx, payment.id, at);
    return 'REFUNDED_DUPLICATE';
  }

  await markInstalmentPaid(trx, order.id, 1, event.paymentId, at);
  if (event.card) {
    await setOrderPaymentCard(trx, order.id, await saveCard(trx, order.account_id, event.card), at);
  }
  if (order.voucher_code) await countVoucherUse(trx, order.voucher_code, order.id, at);
  await fulfilPaidOrder(trx, order.id, at, config);
  return 'PAID';
}

/** Refunds what the event took. The key makes a second refund of the same payment the first one. */
async function giveBack(trx: Db, config: Config, event: ProviderEvent): Promise<void> {
  if (event.amountCents === 0) return;
  await refund(trx, config, {
    paymentId: event.paymentId,
    amountCents: event.amountCents,
    idempotencyKey: `refund-${event.paymentId}`,
  });
}

/**
 * The voucher's use is counted when the order is paid. When its last use went to another order
 * in the meantime, this one was still priced with it and paid: the payment stands (refusing it
 * would lose a paid order), and the voucher is used once past its limit.
 */
async function countVoucherUse(trx: Db, code: string, orderId: number, at: string): Promise<void> {
  try {
    await redeemVoucherUse(trx, code, orderId, at);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'VOUCHER_INVALID') throw error;
  }
}

async function paymentFailed(trx: Db, event: ProviderEvent, at: string): Promise<EventOutcome> {
  const payment = await paymentOf(trx, event);
  if (!payment) return 'RECORDED';
  const failureCode = event.failureCode ?? 'payment_failed';
  const changed = await settlePayment(trx, payment.id, { status: 'FAILED', failureCode }, at);
  // The order stays PENDING: the passenger may pay it again.
  return changed === 0 ? 'ALREADY_APPLIED' : 'FAILED';
}
