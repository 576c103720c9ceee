/**
 * What the reload page says of each product for this card (decision 060), by the rule the api
 * sells by (packages/domain pass-periods.ts): a ticket is sold as it is; a subscription starts
 * today or the day after the one covering the card, or waits (another pass awaits the card's first
 * validation, or the cart already holds a pass for this card), or is refused until a day.
 */
import {
  hasPendingSubscription,
  isPostPaymentFare,
  isSubscription,
  planPeriods,
  type CardView,
  type CartItem,
  type HeldPeriod,
  type ShopProduct,
} from '@oceane/domain';

export type ReloadOffer =
  | { kind: 'ticket' }
  | { kind: 'starts'; from: string; today: boolean }
  | { kind: 'pending' }
  | { kind: 'inCart' }
  | { kind: 'covered'; until: string };

/** The card's contracts as the rule reads them; the post-payment fare told by the configuration's fare id. */
export function heldOnCard(
  card: Pick<CardView, 'contracts'>,
  postPaymentFareId: number | null,
): HeldPeriod[] {
  return card.contracts.map((contract) => ({
    validFrom: contract.validFrom,
    validTo: contract.validTo,
    status: contract.status,
    transportModes: contract.transportModes,
    renewalInterval: contract.renewalInterval,
    postPayment: isPostPaymentFare(contract.productId, postPaymentFareId),
  }));
}

/** The shop items of the cart's reloads of this card. */
export function cartShopItemsOf(items: readonly CartItem[], cardId: number): number[] {
  return items
    .filter((item) => item.type === 'CARD_RELOAD' && String(item.ubiUserId) === String(cardId))
    .map((item) => Number(item.product.shopItemId));
}

export type OfferContext = {
  card: Pick<CardView, 'contracts' | 'validityEnd'>;
  /** Every product the page lists (to tell which shop items of the cart are subscriptions). */
  products: readonly ShopProduct[];
  /** The shop items the cart already reloads this card with. */
  inCart: readonly number[];
  postPaymentFareId: number | null;
  /** Today, the network's day (networkDay()). */
  on: string;
};

export function reloadOffer(product: ShopProduct, context: OfferContext): ReloadOffer {
  if (!isSubscription(product)) return { kind: 'ticket' };
  const held = heldOnCard(context.card, context.postPaymentFareId);
  if (hasPendingSubscription(held, context.on)) return { kind: 'pending' };
  // The same pass again is the cart's own answer ("already in the cart"); another pass waits.
  const otherPassInCart = context.products.some(
    (candidate) =>
      candidate.shopItemId !== product.shopItemId &&
      isSubscription(candidate) &&
      context.inCart.includes(candidate.shopItemId),
  );
  if (otherPassInCart) return { kind: 'inCart' };
  const plan = planPeriods(product, 1, held, context.on, context.card.validityEnd);
  if (!plan.ok) {
    return plan.code === 'CARD_ALREADY_COVERED'
      ? { kind: 'covered', until: plan.coveredUntil }
      : { kind: 'pending' };
  }
  const from = plan.periods[0]!.validFrom;
  return { kind: 'starts', from, today: from === context.on };
}
