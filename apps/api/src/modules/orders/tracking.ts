/**
 * Order tracking and invoices (spec §2 account area, §7 Order/history.json, Order/getOrders.json,
 * Order/printOrder.json): the caller's orders as the passenger reads them, and the PDF of one's
 * invoice (the invoices module prints it; Order/getOrders.json is its invoiceList). Only the
 * caller's account: another's order answers like a missing one. The order view is also what the
 * checkout answers (orderView).
 */
import {
  INSTALMENT_STATUSES,
  LEGACY_ORDER_STATUSES,
  ORDER_ITEM_TYPES,
  ORDER_ORIGIN_TYPES,
  ORDER_PROCESS_STATUSES,
  type Locale,
  type OrderCardProduction,
  type OrderView,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { oneOf } from '../../lib/one-of.js';
import { invoicePdfOfOrder, invoicesOfOrders, type OrderInvoiceRow } from '../invoices/service.js';
import {
  accountOrdersPage,
  instalmentsOfOrders,
  itemsOfOrders,
  type OrderInstalmentRow,
  type OrderItemRow,
} from './tracking-repo.js';
import { findOrder, findOwnedOrder, type OrderRow } from './orders-repo.js';

/**
 * Where the cards of these orders are in production (decision 074): the production module's
 * answer, handed down by app.ts (production sits above orders). Orders without a card are absent.
 */
export type OrderProductionLookup = (
  db: Db,
  orders: { orderId: number; processStatus: string }[],
) => Promise<Map<number, OrderCardProduction[]>>;

/** Order/history.json's page size when the caller names none. */
export const HISTORY_PAGE_SIZE = 10;

const isLegacyStatus = oneOf(LEGACY_ORDER_STATUSES);
const isProcessStatus = oneOf(ORDER_PROCESS_STATUSES);
const isInstalmentStatus = oneOf(INSTALMENT_STATUSES);
const isItemType = oneOf(ORDER_ITEM_TYPES);
const isOrigin = oneOf(ORDER_ORIGIN_TYPES);

function itemView(row: OrderItemRow, locale: Locale): OrderView['items'][number] {
  return {
    type: isItemType(row.type) ? row.type : 'CARD_RELOAD',
    mediaId: row.media_id,
    ...(row.card_request_id === null ? {} : { cardRequestId: row.card_request_id }),
    itemId: row.id,
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
  };
}

function instalmentView(row: OrderInstalmentRow): OrderView['schedule'][number] {
  return {
    index: row.position,
    dueDate: row.due_date,
    amountCents: row.amount_cents,
    status: isInstalmentStatus(row.status) ? row.status : 'DUE',
    paidAt: row.paid_at,
  };
}

/** An order as the passenger reads it, from its rows (those of other orders are ignored). */
export function toOrderView(
  order: OrderRow,
  items: OrderItemRow[],
  instalments: OrderInstalmentRow[],
  invoice: OrderInvoiceRow | undefined,
  locale: Locale,
): OrderView {
  const own = <T extends { order_id: number }>(rows: T[]) => rows.filter((row) => row.order_id === order.id);
  return {
    id: order.id,
    network_id: order.network_id,
    reference: order.reference ?? `OM-${String(order.id).padStart(8, '0')}`,
    createdAt: order.created_at,
    status: isLegacyStatus(order.status) ? order.status : 'ERROR',
    processStatus: isProcessStatus(order.process_status) ? order.process_status : 'TO_PROCESS',
    origin: isOrigin(order.origin) ? order.origin : 'ESHOP',
    paymentMethod: 'CARD',
    orderType: isItemType(order.order_type) ? order.order_type : 'CARD_RELOAD',
    installments: order.installments,
    postPayment: order.post_payment === 1,
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    totalCents: order.total_cents,
    items: own(items)
      .sort((a, b) => a.position - b.position)
      .map((row) => itemView(row, locale)),
    schedule: own(instalments)
      .sort((a, b) => a.position - b.position)
      .map(instalmentView),
    invoice:
      invoice && invoice.order_id === order.id
        ? { number: invoice.number, issuedAt: invoice.issued_at }
        : null,
  };
}

/** The views of a list of orders, with one query per table for them all. */
async function orderViews(db: Db, orders: OrderRow[], locale: Locale): Promise<OrderView[]> {
  const ids = orders.map((order) => order.id);
  const [items, instalments, invoices] = await Promise.all([
    itemsOfOrders(db, ids),
    instalmentsOfOrders(db, ids),
    invoicesOfOrders(db, ids),
  ]);
  return orders.map((order) =>
    toOrderView(
      order,
      items,
      instalments,
      invoices.find((invoice) => invoice.order_id === order.id),
      locale,
    ),
  );
}

/**
 * One order as the passenger reads it. The caller has checked whose it is; a missing order is
 * NOT_FOUND.
 */
export async function orderView(db: Db, orderId: number, locale: Locale): Promise<OrderView> {
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  const [view] = await orderViews(db, [order], locale);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** Order/history.json: a page of the caller's orders, newest first, and the `before` of the next. */
export async function orderHistory(
  db: Db,
  session: CurrentSession,
  page: { before?: number; limit?: number },
  locale: Locale,
  productionOf?: OrderProductionLookup,
): Promise<{ orders: OrderView[]; next: number | null }> {
  const limit = page.limit ?? HISTORY_PAGE_SIZE;
  // One more than the page: whether a next page exists, without a count.
  const rows = await accountOrdersPage(db, session.accountId, page.before, limit + 1);
  const shown = rows.slice(0, limit);
  const views = await orderViews(db, shown, locale);
  const production = productionOf
    ? await productionOf(
        db,
        shown.map((order) => ({ orderId: order.id, processStatus: order.process_status })),
      )
    : new Map<number, OrderCardProduction[]>();
  const orders = views.map((view) => {
    const cards = production.get(view.id);
    return cards && cards.length > 0 ? { ...view, production: cards } : view;
  });
  const last = shown.at(-1);
  return { orders, next: rows.length > limit && last ? last.id : null };
}

/**
 * Order/printOrder.json: the invoice of one of the caller's orders as a PDF, printed from what was
 * stored when it was issued. Another account's order is FORBIDDEN like a missing one; an order not
 * paid yet has no invoice (INVOICE_NOT_READY).
 */
export async function printOrder(
  db: Db,
  session: CurrentSession,
  orderId: number,
  locale: Locale,
): Promise<{ pdf: Buffer; filename: string }> {
  const order = await findOwnedOrder(db, session.accountId, orderId);
  if (!order) throw new AppError('FORBIDDEN');
  const invoice = await invoicePdfOfOrder(db, order.id, locale);
  if (!invoice) throw new AppError('INVOICE_NOT_READY');
  return invoice;
}
