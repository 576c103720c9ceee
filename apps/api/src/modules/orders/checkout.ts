/**
 * Ordering and paying (spec §7 Order/create.json, Order/placeOrder.json, Order/verify.json;
 * decision 025): an order is made once per checkout (the client's idempotency key), from the
 * server's own price; placing it opens the provider's payment session for its first instalment;
 * verifying it reads the provider's outcome through the same exactly-once path as a notification.
 */
import { createHash } from 'node:crypto';
import {
  canonicalText,
  networkDay,
  type CheckoutItem,
  type Locale,
  type OrderView,
  type PaymentOutcome,
  type VerifyResponse,
} from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { isoAfter } from '../../lib/time.js';
import { findProducts } from '../catalog/service.js';
import { createPaymentSession, getPaymentState } from '../payments/service.js';
import {
  findLatestPayment,
  findOrderByKey,
  insertInstalments,
  insertOrder,
  insertOrderItems,
  insertPayment,
  lockOrder,
  orderReference,
  type PaymentRow,
} from './checkout-repo.js';
import { findOwnedOrder, listOrderInstalments, type OrderRow } from './orders-repo.js';
import { assertDocumentsSubmitted } from './card-creation-items.js';
import { assertStillSellable } from './deliverable.js';
import { applyProviderEvent } from './payment-events.js';
import { priceCart, type PricedCart } from '../pricing/service.js';
import { orderView } from './tracking.js';

export type CreateOrderInput = {
  items: CheckoutItem[];
  voucherCode?: string | undefined;
  installments: number;
  expectedTotalCents: number;
  idempotencyKey: string;
};

/** An open payment session younger than this is answered again (the provider's lasts 30 minutes). */
export const REUSE_SESSION_MINUTES = 25;

/** What identifies one checkout's content: the same key with other content is refused. */
export function requestHash(input: Pick<CreateOrderInput, 'items' | 'voucherCode' | 'installments'>): string {
  const text = canonicalText({
    items: input.items,
    voucherCode: input.voucherCode,
    installments: input.installments,
  });
  return createHash('sha256').update(text).digest('hex');
}

/** The order already made under this key: answered again for the same cart, else 409. */
async function sameCheckout(db: Db, order: OrderRow, hash: string, locale: Locale): Promise<OrderView> {
  if (order.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return orderView(db, order.id, locale);
}

function orderTypeOf(items: CheckoutItem[]): CheckoutItem['type'] {
  const types = new Set(items.map((item) => item.type));
  // Spec §4: one type of request at a time; the portal clears the cart before mixing them.
  if (types.size !== 1) throw new AppError('VALIDATION_ERROR', { items: 'validation.invalidValue' });
  return items[0]!.type;
}

/**
 * Order/create.json: the order of the caller's cart, PENDING, priced by the server. The same
 * (account, idempotency key) answers the order it made; 50 identical submissions at once race on
 * the unique index, and the losers answer the winner's order.
 */
export async function createOrder(
  db: Db,
  session: CurrentSession,
  input: CreateOrderInput,
  locale: Locale,
  now: Date = new Date(),
): Promise<OrderView> {
  const hash = requestHash(input);
  const existing = await findOrderByKey(db, session.accountId, input.idempotencyKey);
  if (existing) return sameCheckout(db, existing, hash, locale);

  const orderType = orderTypeOf(input.items);
  const priced = await priceCart(
    db,
    session,
    { items: input.items, voucherCode: input.voucherCode },
    locale,
    networkDay(now),
  );
  const { amount } = priced;
  const schedule = amount.schedules.find((option) => option.count === input.installments);
  if (!amount.installments.includes(input.installments) || !schedule)
    throw new AppError('INSTALMENTS_NOT_ALLOWED');
  if (input.expectedTotalCents !== amount.totalCents) throw new AppError('AMOUNT_CHANGED');

  try {
    const orderId = await db
      .transaction()
      .execute((trx) =>
        insertPricedOrder(
          trx,
          session,
          input,
          { orderType, hash, priced, schedule: schedule.payments, locale },
          now,
        ),
      );
    return await orderView(db, orderId, locale);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrderByKey(db, session.accountId, input.idempotencyKey);
    if (!winner) throw error;
    return sameCheckout(db, winner, hash, locale);
  }
}

async function insertPricedOrder(
  trx: Db,
  session: CurrentSession,
  input: CreateOrderInput,
  made: {
    orderType: CheckoutItem['type'];
    hash: string;
    priced: PricedCart;
    schedule: { dueDate: string; amountCents: number }[];
    locale: Locale;
  },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { amount, lines, voucher } = made.priced;
  // An order of a school pass is a SCHOOL order (spec §3 origin types, decision 050).
  const products = await findProducts(
    trx,
    lines.map((line) => line.productId),
  );
  const origin = products.some((product) => product.audience === 'SCHOOL') ? 'SCHOOL' : 'ESHOP';
  const orderId = await insertOrder(trx, {
    account_id: session.accountId,
    network_id: session.networkId,
    reference: null,
    idempotency_key: input.idempotencyKey,
    request_hash: made.hash,
    order_type: made.orderType,
    status: 'PENDING',
    process_status: 'TO_PROCESS',
    origin,
    payment_method: 'CARD',
    installments: input.installments,
    post_payment: amount.postPayment ? 1 : 0,
    subtotal_cents: amount.subtotalCents,
    discount_cents: amount.discountCents,
    total_cents: amount.totalCents,
    vat_cents: amount.vatCents,
    voucher_code: voucher?.code ?? null,
    locale: made.locale,
    payment_card_id: null,
    created_at: at,
    updated_at: at,
    paid_at: null,
  });
  await insertOrderItems(
    trx,
    lines.map((line, index) => ({
      order_id: orderId,
      position: index + 1,
      type: line.type,
      media_id: line.mediaId,
      card_number: line.cardNumber,
      holder_name: line.holderName,
      product_id: line.productId,
      shop_item_id: line.shopItemId,
      name_fr: line.nameFr,
      name_en: line.nameEn,
      product_type: line.productType,
      transport_modes: JSON.stringify(line.transportModes),
      renewal_interval: line.renewalInterval,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      discount_cents: line.discountCents,
      total_cents: line.totalCents,
      gift: line.gift ? 1 : 0,
      duplicate_request_id: line.duplicateRequestId,
      card_request_id: line.cardRequestId ?? null,
      contract_ids: null,
    })),
  );
  await insertInstalments(trx, orderId, made.schedule);
  return orderId;
}

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
