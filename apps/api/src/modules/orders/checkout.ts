/**
 * Ordering (spec §7 Order/create.json; decision 025): an order is made once per checkout (the
 * client's idempotency key), from the server's own price. Placing and verifying it, the payment:
 * placing.ts.
 */
import { createHash } from 'node:crypto';
import { canonicalText, networkDay, type CheckoutItem, type Locale, type OrderView } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { findProducts } from '../catalog/service.js';
import { findOrderByKey, insertInstalments, insertOrder, insertOrderItems } from './checkout-repo.js';
import { type OrderRow } from './orders-repo.js';
import { priceCart, type PricedCart } from '../pricing/service.js';
import { orderView } from './tracking.js';

export type CreateOrderInput = {
  items: CheckoutItem[];
  voucherCode?: string | undefined;
  installments: number;
  expectedTotalCents: number;
  idempotencyKey: string;
};

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
