/**
 * The order items of new cards (CARD_CREATION) as other parts see them: the documents module
 * links proofs to such an item (app.ts hands it `findCardCreationItem` and `ownsOrder`, since
 * documents may not import orders; `orderLocale` for its refusal mail), and placeOrder waits for the proofs its product needs (DOCUMENTS_REQUIRED).
 */
import { isLocale, type Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { cancelCardRequest } from '../card-requests/service.js';
import { findProducts } from '../catalog/service.js';
import { missingDocumentTypes } from '../documents/service.js';
import { findOwnedOrder, listOrderItems } from './orders-repo.js';

export type CardCreationItemRef = { id: number; orderId: number; productId: number };

/**
 * The account's CARD_CREATION item of that id while its order is not paid (PENDING), or
 * undefined: another account's item, a reload's, or a paid order's reads like a missing one.
 */
export async function findCardCreationItem(
  db: Db,
  accountId: number,
  itemId: number,
): Promise<CardCreationItemRef | undefined> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.id', 'order_items.order_id', 'order_items.product_id'])
    .where('order_items.id', '=', itemId)
    .where('order_items.type', '=', 'CARD_CREATION')
    .where('orders.account_id', '=', accountId)
    .where('orders.status', '=', 'PENDING')
    .executeTakeFirst();
  return row ? { id: row.id, orderId: row.order_id, productId: row.product_id } : undefined;
}

/** Whether the order is the account's (documents' submissions filtered by order). */
export async function ownsOrder(db: Db, accountId: number, orderId: number): Promise<boolean> {
  return (await findOwnedOrder(db, accountId, orderId)) !== undefined;
}

/**
 * The language an order was placed in (documents' refusal mail speaks it), or undefined for a
 * missing order.
 */
export async function orderLocale(db: Db, orderId: number): Promise<Locale | undefined> {
  const row = await db.selectFrom('orders').select('locale').where('id', '=', orderId).executeTakeFirst();
  return row && isLocale(row.locale) ? row.locale : undefined;
}

/**
 * Before placeOrder opens a payment: each new card's product item has a submission covering
 * the proofs its product needs (documents' `missingDocumentTypes`), else 409 DOCUMENTS_REQUIRED.
 * The fee item needs none.
 */
export async function assertDocumentsSubmitted(db: Db, orderId: number): Promise<void> {
  const items = (await listOrderItems(db, orderId)).filter((item) => item.type === 'CARD_CREATION');
  if (items.length === 0) return;
  const fees = new Set(
    (
      await findProducts(
        db,
        items.map((item) => item.product_id),
      )
    )
      .filter((product) => product.product_type === 'FEE')
      .map((product) => product.id),
  );
  for (const item of items) {
    if (fees.has(item.product_id)) continue;
    if ((await missingDocumentTypes(db, item.id, item.product_id)).length > 0) {
      throw new AppError('DOCUMENTS_REQUIRED');
    }
  }
}

/** A paid new card's items name the card it issued (number and id), for tracking and the invoice. */
export async function setItemCard(db: Db, itemId: number, card: { id: number; number: string }) {
  await db
    .updateTable('order_items')
    .set({ media_id: card.id, card_number: card.number })
    .where('id', '=', itemId)
    .execute();
}

/** A cancelled order's new-card requests are cancelled with it (in the caller's transaction). */
export async function cancelOrderCardRequests(db: Db, orderId: number, at: string): Promise<void> {
  for (const item of await listOrderItems(db, orderId)) {
    if (item.type === 'CARD_CREATION' && item.card_request_id !== null) {
      await cancelCardRequest(db, item.card_request_id, at);
    }
  }
}
