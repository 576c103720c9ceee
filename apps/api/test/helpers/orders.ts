/**
 * Orders for the tracking and ownership tests, written straight into the database as a paid (or
 * pending) order leaves them: items with their snapshots, the instalment schedule and, when asked,
 * the invoice issued with the orders module's own numbering and content.
 */
import type { FastifyInstance } from 'fastify';
import { buildInvoiceContent, invoiceNumber } from '../../src/modules/invoices/invoice-content.js';
import { insertInvoice, nextInvoiceSequence } from '../../src/modules/invoices/invoices-repo.js';

let counter = 0;

export type InstalmentSpec = {
  dueDate: string;
  amountCents: number;
  status?: string;
  paidAt?: string | null;
};

export type OrderSpec = {
  accountId: number;
  mediaId: number;
  /** A catalogue product code; its price and modes make the item. */
  product?: string;
  quantity?: number;
  status?: string;
  processStatus?: string;
  createdAt?: string;
  /** The schedule; by default one payment of the total, paid at creation when the order is COMPLETED. */
  schedule?: InstalmentSpec[];
  /** Issue the invoice at this instant (an ISO timestamp). */
  invoiceAt?: string;
};

export async function insertOrder(app: FastifyInstance, spec: OrderSpec) {
  counter += 1;
  const createdAt = spec.createdAt ?? new Date().toISOString();
  const product = await app.db
    .selectFrom('products')
    .selectAll()
    .where('code', '=', spec.product ?? 'MONTHLY_ALL')
    .executeTakeFirstOrThrow();
  const card = await app.db
    .selectFrom('media')
    .select(['number', 'holder_firstname', 'holder_name'])
    .where('id', '=', spec.mediaId)
    .executeTakeFirstOrThrow();
  const quantity = spec.quantity ?? 1;
  const total = product.price_cents * quantity;
  const status = spec.status ?? 'COMPLETED';
  const paid = status === 'COMPLETED' || status === 'REGULARIZATION';
  const schedule = spec.schedule ?? [
    {
      dueDate: createdAt.slice(0, 10),
      amountCents: total,
      status: paid ? 'PAID' : 'DUE',
      paidAt: paid ? createdAt : null,
    },
  ];
  const vat = Math.round((total * 1000) / 11_000);
  const order = await app.db
    .insertInto('orders')
    .values({
      account_id: spec.accountId,
      network_id: 1,
      reference: null,
      idempotency_key: `test-order-${process.pid}-${counter}-${Date.now()}`,
      request_hash: 'test',
      order_type: 'CARD_RELOAD',
      status,
      process_status: spec.processStatus ?? (paid ? 'PROCESSED' : 'TO_PROCESS'),
      origin: 'ESHOP',
      payment_method: 'CARD',
      installments: schedule.length,
      post_payment: 0,
      subtotal_cents: total,
      discount_cents: 0,
      total_cents: total,
      vat_cents: vat,
      voucher_code: null,
      locale: 'fr',
      payment_card_id: null,
      created_at: createdAt,
      updated_at: createdAt,
      paid_at: paid ? createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = `OM-${String(order.id).padStart(8, '0')}`;
  await app.db.updateTable('orders').set({ reference }).where('id', '=', order.id).execute();
  const item = {
    position: 1,
    type: 'CARD_RELOAD',
    card_number: card.number,
    holder_name: `${card.holder_firstname} ${card.holder_name}`,
    name_fr: product.name_fr,
    name_en: product.name_en,
    quantity,
    unit_price_cents: product.price_cents,
    discount_cents: 0,
    total_cents: total,
  };
  await app.db
    .insertInto('order_items')
    .values({
      ...item,
      order_id: order.id,
      media_id: spec.mediaId,
      product_id: product.id,
      shop_item_id: product.shop_item_id,
      product_type: product.product_type,
      transport_modes: product.transport_modes,
      renewal_interval: product.renewal_interval,
      gift: 0,
      duplicate_request_id: null,
      contract_ids: null,
    })
    .execute();
  await app.db
    .insertInto('order_instalments')
    .values(
      schedule.map((payment, index) => ({
        order_id: order.id,
        position: index + 1,
        due_date: payment.dueDate,
        amount_cents: payment.amountCents,
        status: payment.status ?? 'DUE',
        attempts: payment.status === 'PAID' ? 1 : 0,
        next_attempt_on: null,
        paid_at: payment.paidAt ?? null,
        provider_reference: payment.status === 'PAID' ? `test-charge-${order.id}-${index + 1}` : null,
      })),
    )
    .execute();

  if (spec.invoiceAt) {
    const issuedAt = spec.invoiceAt;
    const year = Number(issuedAt.slice(0, 4));
    await app.db.transaction().execute(async (trx) => {
      const sequence = await nextInvoiceSequence(trx, year);
      const number = invoiceNumber(year, sequence);
      const content = buildInvoiceContent({
        number,
        issuedAt,
        seller: {
          name: 'Océane Mobilités',
          address: ['Maison de la mobilité', '99500 Port-Marin'],
          phone: '01 99 00 00 00',
          email: null,
          siren: '999000003',
          vatNumber: 'FR00999000003',
        },
        buyer: { name: item.holder_name, email: null },
        order: {
          id: order.id,
          reference,
          subtotalCents: total,
          discountCents: 0,
          totalCents: total,
          vatCents: vat,
          voucherCode: null,
          installments: schedule.length,
          postPayment: false,
          paidAt: createdAt,
        },
        items: [
          {
            position: 1,
            type: item.type,
            nameFr: item.name_fr,
            nameEn: item.name_en,
            cardNumber: item.card_number,
            holderName: item.holder_name,
            quantity,
            unitPriceCents: item.unit_price_cents,
            discountCents: 0,
            totalCents: total,
            gift: false,
          },
        ],
        schedule: schedule.map((payment, index) => ({
          position: index + 1,
          dueDate: payment.dueDate,
          amountCents: payment.amountCents,
        })),
      });
      await insertInvoice(trx, {
        number,
        order_id: order.id,
        account_id: spec.accountId,
        year,
        sequence,
        issued_at: issuedAt,
        total_cents: total,
        transport_modes: product.transport_modes,
        content: JSON.stringify(content),
      });
    });
  }
  return { id: order.id, reference };
}
