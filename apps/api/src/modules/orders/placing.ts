/**
 * Paying an order (spec §7 Order/placeOrder.json, Order/verify.json; decision 025): placing it
 * opens the provider's payment session for its first instalment (or the card's registration for
 * the post-payment fare); verifying it reads the provider's outcome through the same exactly-once
 * path as a notification (payment-events.ts). The order itself is made by checkout.ts.
 */
import { networkDay, type Locale, type PaymentOutcome, type VerifyResponse } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoAfter } from '../../lib/time.js';
import { createPaymentSession, getPaymentState } from '../payments/service.js';
import {
  findLatestPayment,
  insertPayment,
  lockOrder,
  orderReference,
  type PaymentRow,
} from './checkout-repo.js';
import { findOwnedOrder, listOrderInstalments, type OrderRow } from './orders-repo.js';
import { assertDocumentsSubmitted } from './card-creation-items.js';
import { assertStillSellable } from './deliverable.js';
import { applyProviderEvent } from './payment-events.js';
import { orderView } from './tracking.js';

/** An open payment session younger than this is answered again (the provider's lasts 30 minutes). */
export const REUSE_SESSION_MINUTES = 25;

/** The caller's order, or 403 FORBIDDEN alike for another account's and a missing one. */
async function ownedOrder(db: Db, session: CurrentSession, orderId: number): Promise<OrderRow> {
  const order = await findOwnedOrder(db, session.accountId, orderId);
  if (!order) throw new AppError('FORBIDDEN');
  return order;
}

function assertPayable(order: OrderRow): void {
  if (order.status === 'COMPLETED' || order.status === 'REGULARIZATION')
    throw new AppError('ORDER_ALREADY_PAID');
  if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PAYABLE');
}

/** Where the provider sends the browser back: the cart, which verifies the order. */
export function returnUrl(config: Config, orderId: number, locale: Locale): string {
  return `${config.publicBaseUrl}${locale === 'en' ? '/en' : ''}/cart?order=${orderId}`;
}

/** What the provider's page says of the payment beside the order's reference (not the reference again). */
const DESCRIPTION: Record<Locale, (installments: number, registration: boolean) => string> = {
  fr: (installments, registration) =>
    registration
      ? 'Enregistrement de votre carte pour le post-paiement'
      : installments > 1
        ? `Premier de ${installments} paiements mensuels, sans frais`
        : 'Paiement en une fois',
  en: (installments, registration) =>
    registration
      ? 'Registering your card for post-payment'
      : installments > 1
        ? `First of ${installments} monthly payments, no fees`
        : 'Payment in one go',
};

/**
 * The hosted page of a session opened earlier. The adapter answers the page when it opens the
 * session and order_payments keeps no URL, so this is the page of the one provider there is, the
 * sandbox (`payPageUrl` of sandbox-psp); an adapter for another provider would answer it.
 */
function paymentPageUrl(paymentId: string): string {
  return `/api/sandbox-psp/pay?session=${encodeURIComponent(paymentId)}`;
}

export type PlacedOrder = { orderId: number; paymentId: string; redirectUrl: string };

/**
 * Order/placeOrder.json: the provider's payment session of the caller's PENDING order: its first
 * instalment, or the card's registration when there is nothing to pay now (post-payment). An open
 * session younger than 25 minutes is answered again; the order's row is held meanwhile, so two
 * calls open one session.
 */
export async function placeOrder(
  db: Db,
  config: Config,
  session: CurrentSession,
  input: { orderId: number; locale: Locale },
  now: Date = new Date(),
): Promise<PlacedOrder> {
  const owned = await ownedOrder(db, session, input.orderId);
  assertPayable(owned);
  // A session decided at the provider (refused, canceled) whose news has not arrived is not
  // answered again: its outcome is applied first, and a paid one makes the order paid.
  await settleLatestPayment(db, config, owned.id, now);
  // What was sold at Order/create.json must still be (the card still the caller's…) before a
  // payment is opened or answered again (deliverable.ts).
  const settled = await ownedOrder(db, session, input.orderId);
  assertPayable(settled);
  await assertStillSellable(db, session, settled, input.locale, networkDay(now));
  // A new card's proofs are linked to its item (Document/createDocumentsSubmission.json) first.
  await assertDocumentsSubmitted(db, settled.id);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId, at);
    if (!order) throw new AppError('FORBIDDEN');
    assertPayable(order);
    const latest = await findLatestPayment(trx, order.id);
    if (latest?.status === 'PENDING' && latest.created_at > isoAfter(now, -REUSE_SESSION_MINUTES)) {
      return {
        orderId: order.id,
        paymentId: latest.provider_payment_id,
        redirectUrl: paymentPageUrl(latest.provider_payment_id),
      };
    }
    const instalments = await listOrderInstalments(trx, order.id);
    const postPayment = order.post_payment === 1;
    const amountCents = instalments[0]?.amount_cents ?? order.total_cents;
    // Nothing to pay now (the post-payment fare alone): the card is registered, usage billed
    // later. A post-payment cart with other items pays them, and its card is saved as well.
    const kind = amountCents === 0 ? 'REGISTRATION' : 'PAYMENT';
    const reference = order.reference ?? orderReference(order.id);
    const opened = await createPaymentSession(trx, config, {
      orderId: order.id,
      reference,
      amountCents,
      mode: kind,
      saveCard: order.installments > 1 || postPayment,
      lastDueDate: order.installments > 1 ? (instalments.at(-1)?.due_date ?? null) : null,
      returnUrl: returnUrl(config, order.id, input.locale),
      locale: input.locale,
      description: DESCRIPTION[input.locale](order.installments, kind === 'REGISTRATION'),
    });
    await insertPayment(trx, {
      order_id: order.id,
      provider_payment_id: opened.paymentId,
      kind,
      status: 'PENDING',
      amount_cents: amountCents,
      failure_code: null,
      created_at: at,
      updated_at: at,
    });
    return { orderId: order.id, ...opened };
  });
}

/** The provider's failure codes as the passenger reads them (errors.ts codes). */
export function refusalReason(failureCode: string | null, installments: number): string {
  if (failureCode === 'expired_card' || failureCode === 'card_expires_before_schedule') {
    // A card that is expired, or expires before the last instalment: another card, or fewer times.
    return installments > 1 ? 'CARD_EXPIRES_BEFORE_SCHEDULE' : 'PAYMENT_REFUSED';
  }
  return 'PAYMENT_REFUSED';
}

function outcomeOf(
  order: OrderRow,
  latest: PaymentRow | undefined,
): { outcome: PaymentOutcome; reason: string | null } {
  const paid = order.status === 'COMPLETED' || order.status === 'REGULARIZATION';
  if (paid) {
    // Paid by this payment; else this one was refunded, or an earlier payment paid the order.
    return latest?.status === 'SUCCEEDED'
      ? { outcome: 'PAID', reason: null }
      : { outcome: 'DUPLICATE', reason: null };
  }
  if (order.status === 'CANCELED' && latest?.status === 'REFUNDED') {
    // Paid when it could no longer be delivered (the card left the account…): refunded.
    return { outcome: 'REFUSED', reason: 'ORDER_CANCELED_REFUNDED' };
  }
  if (order.status !== 'PENDING') return { outcome: 'REFUSED', reason: 'ORDER_NOT_PAYABLE' };
  // Never placed: nothing is on its way, so the cart is shown again rather than polled for.
  if (!latest) return { outcome: 'REFUSED', reason: null };
  if (latest.status === 'FAILED') {
    return { outcome: 'REFUSED', reason: refusalReason(latest.failure_code, order.installments) };
  }
  if (latest.status === 'REFUNDED') return { outcome: 'DUPLICATE', reason: null };
  return { outcome: 'PENDING', reason: null };
}

/**
 * While the order's latest payment is PENDING here, the provider is asked; the event that decided
 * it there is applied through applyProviderEvent, as its notification will be (which then changes
 * nothing). Outside any transaction: applying opens its own.
 */
async function settleLatestPayment(db: Db, config: Config, orderId: number, now: Date): Promise<void> {
  const latest = await findLatestPayment(db, orderId);
  if (latest?.status !== 'PENDING') return;
  const state = await getPaymentState(db, latest.provider_payment_id, config);
  if (state.event) await applyProviderEvent(db, config, state.event, now.toISOString());
}

/**
 * Order/verify.json: the outcome of the caller's order's latest payment. While it is PENDING, the
 * provider is asked, and an outcome it has is applied through applyProviderEvent, exactly as its
 * notification will be (which then changes nothing).
 */
export async function verifyOrder(
  db: Db,
  config: Config,
  session: CurrentSession,
  orderId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<VerifyResponse> {
  await settleLatestPayment(db, config, (await ownedOrder(db, session, orderId)).id, now);
  const order = await ownedOrder(db, session, orderId);
  const latest = await findLatestPayment(db, order.id);
  return { ...outcomeOf(order, latest), order: await orderView(db, order.id, locale) };
}
