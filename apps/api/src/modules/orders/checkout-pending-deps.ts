/**
 * TEMPORARY (helper CHECKOUT, issue 7): the order view checkout answers, by the signature of the
 * helpers' contract, until helper TRACKING's `orderView` (tracking.ts) is committed. This file is
 * deleted as soon as it lands.
 */
import type { Locale, OrderView } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { findInstalments, findOrder, findOrderItems } from './checkout-repo.js';

// tracking (TRACKING): the view without its invoice
export async function orderView(db: Db, orderId: number, locale: Locale): Promise<OrderView> {
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  const [items, instalments] = await Promise.all([findOrderItems(db, orderId), findInstalments(db, orderId)]);
  return {
    id: order.id,
    reference: order.reference ?? '',
    createdAt: order.created_at,
    status: order.status as OrderView['status'],
    processStatus: order.process_status as OrderView['processStatus'],
    origin: 'ESHOP',
    paymentMethod: 'CARD',
    orderType: order.order_type as OrderView['orderType'],
    installments: order.installments,
    postPayment: order.post_payment === 1,
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    totalCents: order.total_cents,
    items: items.map((row) => ({
      type: row.type as OrderView['orderType'],
      mediaId: row.media_id,
      cardNumber: row.card_number,
      holderName: row.holder_name,
      shopItemId: row.shop_item_id,
      productId: row.product_id,
      name: locale === 'en' ? row.name_en : row.name_fr,
      quantity: row.quantity,
      unitPriceCents: row.unit_price_cents,
      discountCents: row.discount_cents,
      totalCents: row.total_cents,
      gift: row.gift === 1,
    })),
    schedule: instalments.map((row) => ({
      index: row.position,
      dueDate: row.due_date,
      amountCents: row.amount_cents,
      status: row.status as OrderView['schedule'][number]['status'],
      paidAt: row.paid_at,
    })),
    invoice: null,
  };
}
