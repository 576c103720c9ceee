/**
 * The wait of a paid new card for its proofs' review (decision 072; review-gate.ts has the rest):
 * whether the card may be made at payment, else the request waits; whether an order still waits.
 */
import type { Db } from '../../db/index.js';
import { awaitCardReview, holdRequestInReview } from '../card-requests/service.js';
import { itemProofsAccepted } from '../documents/service.js';
import { listOrderItems, type OrderItemRow } from './orders-repo.js';

/** The items of the order that belong to that card request (the product and the fee). */
export async function itemsOfRequest(db: Db, orderId: number, requestId: number): Promise<OrderItemRow[]> {
  return (await listOrderItems(db, orderId)).filter(
    (item) => item.type === 'CARD_CREATION' && item.card_request_id === requestId,
  );
}

/** Whether every proof submitted for the request's items is accepted. */
export async function requestProofsAccepted(db: Db, items: OrderItemRow[]): Promise<boolean> {
  for (const item of items) if (!(await itemProofsAccepted(db, item.id))) return false;
  return true;
}

/**
 * At payment, for a new card's item: true when the card may be made now; else the request waits
 * for review (the first item of the request moves it, the second finds it waiting).
 */
export async function cardMayBeMade(trx: Db, item: OrderItemRow, at: string): Promise<boolean> {
  if (item.card_request_id === null) return true;
  const items = await itemsOfRequest(trx, item.order_id, item.card_request_id);
  if (await requestProofsAccepted(trx, items)) return true;
  await awaitCardReview(trx, item.card_request_id, at);
  return false;
}

/** Whether a new card of the order still waits for review (the order is not processed then). */
export async function orderWaitsForReview(trx: Db, orderId: number): Promise<boolean> {
  const items = (await listOrderItems(trx, orderId)).filter(
    (item) => item.type === 'CARD_CREATION' && item.card_request_id !== null,
  );
  for (const requestId of new Set(items.map((item) => item.card_request_id!))) {
    if (await holdRequestInReview(trx, requestId)) return true;
  }
  return false;
}
