/**
 * The review gate of new cards (issue 25, decision 072): a paid order makes a new card only when
 * every proof of its request is accepted. At payment (fulfilment.ts), a request whose proofs are
 * not all VALID waits (AWAITING_REVIEW, paid) and the order stays PROCESSING; the verdict that
 * accepts the last proof makes the card, in its own transaction (`issueReviewedCards`), once, and
 * the card goes to production (decision 074: the order stays PROCESSING until it is handed over): the
 * request's row is held before its proofs are read, so that of two verdicts at once the second
 * reads the first's, and only one moves the request to PAID.
 */
import type { Db } from '../../db/index.js';
import { findProducts } from '../catalog/service.js';
import { holdRequestInReview } from '../card-requests/service.js';
import { itemsOfDocument } from '../documents/service.js';
import { setItemContracts } from './fulfilment-repo.js';
import { newCard } from './item-contracts.js';
import { findOrder } from './orders-repo.js';
import { itemsOfRequest, requestProofsAccepted } from './review-wait.js';

/**
 * After a verdict accepting a proof, in the verdict's transaction: each waiting request the proof
 * belongs to whose proofs are now all accepted gets its card and its contracts; the order stays
 * PROCESSING while production makes the card (decision 074). Answers the cards made.
 */
export async function issueReviewedCards(trx: Db, documentId: number, at: string): Promise<number[]> {
  const made: number[] = [];
  for (const itemId of await itemsOfDocument(trx, documentId)) {
    const item = await trx.selectFrom('order_items').selectAll().where('id', '=', itemId).executeTakeFirst();
    if (!item || item.card_request_id === null) continue;
    // Only a paid order waiting for its review: not another order of the same request, unpaid or refunded.
    const order = await findOrder(trx, item.order_id);
    if (!order || order.process_status !== 'PROCESSING' || order.status === 'CANCELED') continue;
    // Held first: a concurrent verdict on another proof of the request waits for this one.
    if (!(await holdRequestInReview(trx, item.card_request_id))) continue;
    const items = await itemsOfRequest(trx, item.order_id, item.card_request_id);
    if (!(await requestProofsAccepted(trx, items))) continue;
    const products = new Map(
      (
        await findProducts(
          trx,
          items.map((one) => one.product_id),
        )
      ).map((product) => [product.id, product]),
    );
    for (const one of items) {
      await setItemContracts(trx, one.id, await newCard(trx, one, products.get(one.product_id), at));
    }
    const [first] = await trx
      .selectFrom('order_items')
      .select('media_id')
      .where('id', '=', item.id)
      .execute();
    if (first?.media_id) made.push(first.media_id);
  }
  return made;
}
