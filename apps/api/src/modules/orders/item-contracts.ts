/**
 * What each item of a paid order puts on the cards (docs/decisions/029, 058, 060), in the
 * transaction that records its payment (fulfilment.ts): a reload's periods, a duplicate's new card
 * with the running contracts moved to it, a new card issued from its request with its product.
 */
import {
  addDays,
  chainedStart,
  isSubscription,
  networkDay,
  periodLastDay,
  RENEWAL_INTERVAL_ENUM,
  splitInstalments,
  VALIDITY_WITHOUT_INTERVAL,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { oneOf } from '../../lib/one-of.js';
import { issueRequestedCard } from '../card-requests/service.js';
import { cardById, replaceCard } from '../cards/service.js';
import { type Product } from '../catalog/service.js';
import {
  addContract,
  findContract,
  heldPeriods,
  moveContract,
  runningContracts,
  suspendContract,
} from '../contracts/service.js';
import { saleProofs } from '../documents/service.js';
import { periodProduct } from '../shop/service.js';
import { payDuplicateRequest } from '../duplicates/service.js';
import { setItemCard } from './card-creation-items.js';
import { cardMayBeMade } from './review-wait.js';
import { type OrderItemRow } from './orders-repo.js';

const isInterval = oneOf(RENEWAL_INTERVAL_ENUM);

/** The card that carries the card's contracts now: itself, or the card a paid duplicate replaced it with. */
export async function currentCard(trx: Db, mediaId: number): Promise<number> {
  let id = mediaId;
  for (let hops = 0; hops < 10; hops += 1) {
    const card = await cardById(trx, id);
    if (!card?.replaced_by_id) return id;
    id = card.replaced_by_id;
  }
  return id;
}

/** The proofs a sale puts on its contracts and their review (decision 058); none for a full fare reloaded. */
function proofsOfSale(trx: Db, item: OrderItemRow, mediaId: number, product: Product, at: string) {
  return saleProofs(
    trx,
    { mediaId, itemId: item.id, newCard: item.type === 'CARD_CREATION', product },
    networkDay(at),
  );
}

/**
 * A reload: `quantity` periods of the product on the card, PENDING_VALIDATION until the card's
 * first validation (spec §4), or ACTIVE for the post-payment fare (nothing to settle). A
 * subscription's period starts today (the network's day of the payment), or the day after the
 * card's subscriptions of a common mode that cover it, whatever their product (decision 060:
 * chainedStart), and each next one the day after the previous; tickets are all usable from today.
 * Paid is paid: the refusals were made before the money was taken (pricing, placing, and
 * `undeliverable` in this transaction), so this only places. What was paid is shared over the
 * periods to the cent. A reduced fare carries the proofs it was sold on and their review (decision
 * 058): pending review until the mobility centre accepts them; refused meanwhile, it is suspended
 * at once.
 */
export async function reload(trx: Db, item: OrderItemRow, product: Product, mediaId: number, at: string) {
  const proofs = await proofsOfSale(trx, item, mediaId, product, at);
  const today = networkDay(at);
  const sold = periodProduct(product);
  const held = await heldPeriods(trx, mediaId, today);
  const interval = isInterval(item.renewal_interval) ? item.renewal_interval : null;
  const subscription = isSubscription(sold);
  let from = chainedStart(sold, held, today);
  const prices = splitInstalments(item.total_cents, item.quantity);
  const ids: number[] = [];
  for (const priceCents of prices) {
    const validTo = periodLastDay(from, interval ?? VALIDITY_WITHOUT_INTERVAL);
    ids.push(
      await addContract(
        trx,
        {
          mediaId,
          productId: item.product_id,
          validFrom: from,
          validTo,
          status: sold.postPayment ? 'ACTIVE' : 'PENDING_VALIDATION',
          renewalInterval: interval,
          priceCents: item.gift === 1 ? 0 : priceCents,
          proofReview: proofs.review === 'REFUSED' ? 'PENDING' : proofs.review,
          proofDocumentIds: proofs.documentIds,
        },
        at,
      ),
    );
    // Periods follow each other; tickets without a period are all usable from today.
    if (subscription) from = chainedStart(sold, held, addDays(validTo, 1));
  }
  if (proofs.review === 'REFUSED') {
    for (const id of ids) await suspendContract(trx, (await findContract(trx, id))!, at);
  }
  return ids;
}

/**
 * A duplicate: its request is paid, the card replaced by a new one (new number, same holder,
 * photo, consents and alerts, same account) and the old one blocked; the running contracts move
 * to the new card. Answers the moved contracts' new ids, and the new card (null when the request
 * was no longer open: the card left its account meanwhile, and nothing is replaced).
 */
export async function duplicate(trx: Db, item: OrderItemRow, at: string) {
  const mediaId = item.media_id;
  if (item.duplicate_request_id === null || mediaId === null) return { contractIds: [], newCardId: null };
  if (!(await payDuplicateRequest(trx, item.duplicate_request_id, mediaId, at))) {
    return { contractIds: [], newCardId: null };
  }
  const replacement = await replaceCard(trx, mediaId, at);
  const contractIds: number[] = [];
  for (const contract of await runningContracts(trx, mediaId, networkDay(at))) {
    contractIds.push(await moveContract(trx, contract.id, replacement.id, at));
  }
  return { contractIds, newCardId: replacement.id };
}

/**
 * A new card's item: the request's card is issued (once for the product and the fee items of one
 * request), the item names it, and the product goes on it like a reload. Answers the contracts;
 * none when the request was cancelled meanwhile (the paying transaction found it open, so only a
 * request of another order paid first could be) or for the fee.
 */
export async function newCard(trx: Db, item: OrderItemRow, product: Product | undefined, at: string) {
  if (item.card_request_id === null) return [];
  // Made only when every proof of its request is accepted (decision 072); else it waits for review.
  if (!(await cardMayBeMade(trx, item, at))) return [];
  const card = await issueRequestedCard(trx, item.card_request_id, at);
  if (!card) return [];
  await setItemCard(trx, item.id, card);
  if (!product || product.product_type === 'FEE') return [];
  return reload(trx, item, product, card.id, at);
}
