/**
 * The demo account's orders, so that a newcomer finds order tracking and invoices filled (issue 7):
 * a monthly pass reload paid at once, and an annual pass in 4 instalments, 3 paid and the last one
 * due in the weeks after the seed, charged by the instalments job on the demo's saved sandbox card.
 * Each paid order has its invoice, issued by the orders module's own issuer (handed in: db/ imports
 * no module), so it is numbered in the year's series and prints like any other.
 * Idempotent: each order has a fixed key no client can send (a colon), inserted once.
 */
import { createHash } from 'node:crypto';
import { addMonthsClamped, instalmentSchedule, vatIncludedCents } from '@oceane/domain';
import type { Db } from './index.js';
import { NETWORK, PRODUCTS } from './seed-catalogue.js';
import { DEMO_CARDS } from './seed-cards.js';

/** Issues the invoice of a paid order in the caller's transaction (orders' issueOrderInvoice). */
export type IssueInvoice = (trx: Db, orderId: number, at: string) => Promise<unknown>;

/** The sandbox's test card 4242 4242 4242 4242, saved for the demo: its later instalments succeed. */
export const DEMO_SAVED_CARD = {
  token: 'tok_seeddemo4242',
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
} as const;

type DemoOrder = {
  key: string;
  product: string;
  installments: 1 | 4;
  /** The first payment's day and instant. */
  paidAt: string;
};

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** When the demo's orders were placed, relative to the seed date. */
export function demoOrders(today: Date): DemoOrder[] {
  // The annual pass: first paid 2 months and 10 days ago, so 3 payments are past, the 4th ahead.
  const tenDaysAgo = day(new Date(today.getTime() - 10 * 86_400_000));
  const annualDay = addMonthsClamped(tenDaysAgo, -2);
  // The monthly reload: on the first of this month (the demo card's current monthly contract),
  // never later than the seed itself.
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1, 7, 12));
  const monthlyAt = monthStart < today ? monthStart : new Date(today.getTime() - 60_000);
  return [
    {
      key: 'seed:demo-annual-pass',
      product: 'ANNUAL_ALL',
      installments: 4,
      paidAt: `${annualDay}T09:41:00.000Z`,
    },
    {
      key: 'seed:demo-monthly-reload',
      product: 'MONTHLY_ALL',
      installments: 1,
      paidAt: monthlyAt.toISOString(),
    },
  ];
}

async function savedCard(db: Db, accountId: number, today: Date): Promise<number> {
  const now = today.toISOString();
  const expYear = today.getUTCFullYear() + 3;
  await db
    .insertInto('sandbox_psp_cards')
    .values({
      token: DEMO_SAVED_CARD.token,
      brand: DEMO_SAVED_CARD.brand,
      last4: DEMO_SAVED_CARD.last4,
      exp_month: DEMO_SAVED_CARD.expMonth,
      exp_year: expYear,
      behaviour: 'SUCCEEDS',
      reusable: 1,
      created_at: now,
    })
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
  await db
    .insertInto('payment_cards')
    .values({
      account_id: accountId,
      token: DEMO_SAVED_CARD.token,
      brand: DEMO_SAVED_CARD.brand,
      last4: DEMO_SAVED_CARD.last4,
      exp_month: DEMO_SAVED_CARD.expMonth,
      exp_year: expYear,
      created_at: now,
      deleted_at: null,
    })
    .onConflict((oc) => oc.columns(['account_id', 'token']).doNothing())
    .execute();
  const card = await db
    .selectFrom('payment_cards')
    .select('id')
    .where('account_id', '=', accountId)
    .where('token', '=', DEMO_SAVED_CARD.token)
    .executeTakeFirstOrThrow();
  return card.id;
}

async function seedOrder(
  db: Db,
  order: DemoOrder,
  accountId: number,
  paymentCardId: number,
  today: Date,
  issueInvoice: IssueInvoice,
) {
  const exists = await db
    .selectFrom('orders')
    .select('id')
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', order.key)
    .executeTakeFirst();
  if (exists) return;
  const product = PRODUCTS.find((candidate) => candidate.code === order.product);
  const card = DEMO_CARDS[0];
  if (!product || !card) throw new Error(`Seed: no product ${order.product} or demo card`);
  const media = await db
    .selectFrom('media')
    .select('id')
    .where('number', '=', card.number)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!media) return;
  const contract =
    order.installments === 1
      ? await db
          .selectFrom('contracts')
          .select('id')
          .where('media_id', '=', media.id)
          .where('product_id', '=', product.id)
          .orderBy('id')
          .executeTakeFirst()
      : undefined;

  const total = product.cents;
  const schedule = instalmentSchedule(total, order.installments, order.paidAt.slice(0, 10));
  const todayDay = day(today);
  const now = today.toISOString();
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('orders')
      .values({
        account_id: accountId,
        network_id: NETWORK.id,
        reference: null,
        idempotency_key: order.key,
        request_hash: createHash('sha256').update(order.key).digest('hex'),
        order_type: 'CARD_RELOAD',
        status: 'COMPLETED',
        process_status: 'PROCESSED',
        origin: 'ESHOP',
        payment_method: 'CARD',
        installments: order.installments,
        post_payment: 0,
        subtotal_cents: total,
        discount_cents: 0,
        total_cents: total,
        vat_cents: vatIncludedCents(total),
        voucher_code: null,
        locale: 'fr',
        payment_card_id: order.installments > 1 ? paymentCardId : null,
        created_at: order.paidAt,
        updated_at: now,
        paid_at: order.paidAt,
      })
      .onConflict((oc) => oc.columns(['account_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Another start seeded it meanwhile.
    if (!inserted) return;
    const orderId = inserted.id;
    await trx
      .updateTable('orders')
      .set({ reference: `OM-${String(orderId).padStart(8, '0')}` })
      .where('id', '=', orderId)
      .execute();
    await trx
      .insertInto('order_items')
      .values({
        order_id: orderId,
        position: 1,
        type: 'CARD_RELOAD',
        media_id: media.id,
        card_number: card.number,
        holder_name: `${card.holder.firstname} ${card.holder.name}`,
        product_id: product.id,
        shop_item_id: product.shopItemId,
        name_fr: product.fr,
        name_en: product.en,
        product_type: product.type,
        transport_modes: JSON.stringify(product.modes),
        renewal_interval: product.interval,
        quantity: 1,
        unit_price_cents: total,
        discount_cents: 0,
        total_cents: total,
        gift: 0,
        duplicate_request_id: null,
        contract_ids: contract ? JSON.stringify([contract.id]) : null,
      })
      .execute();
    await trx
      .insertInto('order_instalments')
      .values(
        schedule.map((payment, index) => {
          const paid = index === 0 || payment.dueDate <= todayDay;
          return {
            order_id: orderId,
            position: index + 1,
            due_date: payment.dueDate,
            amount_cents: payment.amountCents,
            status: paid ? 'PAID' : 'DUE',
            attempts: paid ? 1 : 0,
            next_attempt_on: null,
            paid_at: paid ? (index === 0 ? order.paidAt : `${payment.dueDate}T06:00:00.000Z`) : null,
            provider_reference: paid ? `${index === 0 ? 'ps' : 'ch'}_seed${orderId}x${index + 1}` : null,
          };
        }),
      )
      .execute();
    await trx
      .insertInto('order_payments')
      .values({
        order_id: orderId,
        provider_payment_id: `ps_seed${orderId}x1`,
        kind: 'PAYMENT',
        status: 'SUCCEEDED',
        amount_cents: schedule[0]?.amountCents ?? total,
        failure_code: null,
        created_at: order.paidAt,
        updated_at: order.paidAt,
      })
      .execute();
    // The invoice is issued the moment the first payment is confirmed, as fulfilment does.
    await issueInvoice(trx, orderId, new Date(Date.parse(order.paidAt) + 2_000).toISOString());
  });
}

/** The demo account's orders with their invoices, once. */
export async function seedDemoOrders(
  db: Db,
  accountId: number,
  today: Date,
  issueInvoice: IssueInvoice,
): Promise<void> {
  const paymentCardId = await savedCard(db, accountId, today);
  for (const order of demoOrders(today)) {
    await seedOrder(db, order, accountId, paymentCardId, today, issueInvoice);
  }
}
