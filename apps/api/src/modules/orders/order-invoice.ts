/**
 * A paid order's invoice: the order, its items and its schedule as the invoice prints them, handed
 * to the invoices module, which numbers and keeps it (decision 068). Also what the mails say of an
 * order: its reference and its language.
 */
import type { Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { issueInvoice, type InvoiceContent } from '../invoices/service.js';
import { findOrder, listOrderInstalments, listOrderItems, type OrderRow } from './orders-repo.js';

/** What the passenger quotes: "OM-" and the id on 8 digits, when the row has none yet. */
export function orderReference(order: Pick<OrderRow, 'id' | 'reference'>): string {
  return order.reference ?? `OM-${String(order.id).padStart(8, '0')}`;
}

/** The language the passenger ordered in: the mails and the invoice use it. */
export function localeOfOrder(order: Pick<OrderRow, 'locale'>): Locale {
  return order.locale === 'en' ? 'en' : 'fr';
}

/**
 * Issues the invoice of a paid order in the caller's transaction, once: answers its content (the
 * one already issued, if any).
 */
export async function issueOrderInvoice(trx: Db, orderId: number, at: string): Promise<InvoiceContent> {
  const order = await findOrder(trx, orderId);
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  const [items, instalments] = await Promise.all([
    listOrderItems(trx, orderId),
    listOrderInstalments(trx, orderId),
  ]);
  return issueInvoice(
    trx,
    {
      order: {
        id: order.id,
        accountId: order.account_id,
        networkId: order.network_id,
        reference: orderReference(order),
        subtotalCents: order.subtotal_cents,
        discountCents: order.discount_cents,
        totalCents: order.total_cents,
        vatCents: order.vat_cents,
        voucherCode: order.voucher_code,
        installments: order.installments,
        postPayment: order.post_payment === 1,
        paidAt: order.paid_at,
      },
      items: items.map((item) => ({
        position: item.position,
        type: item.type,
        nameFr: item.name_fr,
        nameEn: item.name_en,
        cardNumber: item.card_number,
        holderName: item.holder_name,
        quantity: item.quantity,
        unitPriceCents: item.unit_price_cents,
        discountCents: item.discount_cents,
        totalCents: item.total_cents,
        gift: item.gift === 1,
        transportModes: item.transport_modes,
      })),
      schedule: instalments.map((instalment) => ({
        position: instalment.position,
        dueDate: instalment.due_date,
        amountCents: instalment.amount_cents,
      })),
    },
    at,
  );
}
