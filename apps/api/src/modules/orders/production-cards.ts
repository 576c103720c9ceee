/**
 * The cards a paid order makes, as the back office's production sees them (decision 074): a new
 * card made once its proofs are accepted, and a duplicate's replacement card, follow the same
 * steps (printed, shipped or ready for pickup, handed over) in modules/production; their order
 * stays PROCESSING until each of its cards has reached its last step, which production tells
 * through `markOrderDelivered`.
 */
import type { Db } from '../../db/index.js';
import { cardById, replacedCardOf } from '../cards/service.js';
import { listOrderItems } from './orders-repo.js';

/** A made card of a paid order still in production, with its order. */
export type CardToProduce = {
  mediaId: number;
  orderId: number;
  orderReference: string;
  orderLocale: string;
  accountId: number;
  networkId: number;
  /** When the order was paid: the queue is oldest first. */
  paidAt: string;
  kind: 'NEW_CARD' | 'DUPLICATE';
  cardRequestId: number | null;
};

/** The card an item of a paid order made, if any: a new card's, or a duplicate's replacement. */
async function madeCardOf(
  db: Db,
  item: { type: string; media_id: number | null; card_request_id: number | null },
): Promise<{ mediaId: number; kind: CardToProduce['kind'] } | null> {
  if (item.type === 'CARD_CREATION' && item.card_request_id !== null && item.media_id !== null)
    return { mediaId: item.media_id, kind: 'NEW_CARD' };
  if (item.type === 'CARD_DUPLICATE' && item.media_id !== null) {
    const replaced = (await cardById(db, item.media_id))?.replaced_by_id ?? null;
    return replaced === null ? null : { mediaId: replaced, kind: 'DUPLICATE' };
  }
  return null;
}

/**
 * The cards made by the paid orders still PROCESSING (not cancelled), oldest payment first, one
 * per card (a new card's product and fee items name the same card).
 */
export async function cardsToProduce(
  db: Db,
  options: { mediaId?: number; limit?: number } = {},
): Promise<CardToProduce[]> {
  // One card asked for: its order may be PROCESSED already (a step asked again after the last).
  const itemMedia =
    options.mediaId === undefined
      ? null
      : [options.mediaId, ...((await replacedCardOf(db, options.mediaId)) ?? [])];
  let query = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.type',
      'order_items.media_id',
      'order_items.card_request_id',
      'orders.id as order_id',
      'orders.reference',
      'orders.locale',
      'orders.account_id',
      'orders.network_id',
      'orders.paid_at',
      'orders.created_at',
    ])
    .where('orders.process_status', 'in', itemMedia ? ['PROCESSING', 'PROCESSED'] : ['PROCESSING'])
    .where('orders.status', '!=', 'CANCELED')
    .where('order_items.type', 'in', ['CARD_CREATION', 'CARD_DUPLICATE'])
    .where('order_items.media_id', 'is not', null)
    .orderBy('orders.paid_at')
    .orderBy('orders.id')
    .orderBy('order_items.position')
    .limit(options.limit ?? 500);
  if (itemMedia) query = query.where('order_items.media_id', 'in', itemMedia);
  const rows = await query.execute();
  const seen = new Set<number>();
  const cards: CardToProduce[] = [];
  for (const row of rows) {
    const made = await madeCardOf(db, row);
    if (!made || seen.has(made.mediaId)) continue;
    if (options.mediaId !== undefined && made.mediaId !== options.mediaId) continue;
    seen.add(made.mediaId);
    cards.push({
      mediaId: made.mediaId,
      orderId: row.order_id,
      orderReference: row.reference ?? `OM-${String(row.order_id).padStart(8, '0')}`,
      orderLocale: row.locale,
      accountId: row.account_id,
      networkId: row.network_id,
      paidAt: row.paid_at ?? row.created_at,
      kind: made.kind,
      cardRequestId: row.card_request_id,
    });
  }
  return cards;
}

/** Whether a paid order made (or waits to make) a card that goes through production. */
export async function orderMakesCards(db: Db, orderId: number): Promise<boolean> {
  for (const item of await listOrderItems(db, orderId)) {
    if (item.type === 'CARD_CREATION' && item.card_request_id !== null) {
      if (item.media_id !== null) return true;
    }
    if (item.type === 'CARD_DUPLICATE' && (await madeCardOf(db, item)) !== null) return true;
  }
  return false;
}

/**
 * The cards of the order, made so far (production asks whether each has reached its last step
 * before the order is PROCESSED).
 */
export async function madeCardsOfOrder(db: Db, orderId: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const item of await listOrderItems(db, orderId)) {
    const made = await madeCardOf(db, item);
    if (made) ids.add(made.mediaId);
  }
  return [...ids];
}

/** The order's every card has reached its last step: PROCESSED (once; a PROCESSED one stays). */
export async function markOrderDelivered(db: Db, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ process_status: 'PROCESSED', updated_at: at })
    .where('id', '=', orderId)
    .where('process_status', '=', 'PROCESSING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
