/**
 * The post-payment fare (spec §9, decision 032): its card registered, its journeys billed after
 * each month. Told here once (decision 068), the two ways its readers can: the api by the
 * catalogue's product (its code, or the POST_PAYMENT audience), the portal by the product id the
 * public configuration names (postPaymentFareId), since it reads contracts and cart items by id.
 * No import: the cart's first paint may read it without loading zod.
 */

/** The catalogue's code of the post-payment fare (spec §9 "the configured post-payment fare id"). */
export const POST_PAYMENT_FARE_CODE = 'POST_PAYMENT_FARE';

/** A catalogue product is the post-payment fare: that code, or any product sold to the POST_PAYMENT audience. */
export function isPostPaymentProduct(product: { code: string; audience: string }): boolean {
  return product.code === POST_PAYMENT_FARE_CODE || product.audience === 'POST_PAYMENT';
}

type Id = string | number;

/**
 * A product (a contract's, a cart item's) is the post-payment fare the configuration names; never
 * when the network sells none (null) or the id is unknown. Ids compare as text: the wire's cart
 * spells them either way.
 */
export function isPostPaymentFare(
  productId: Id | null | undefined,
  postPaymentFareId: Id | null | undefined,
): boolean {
  return productId != null && postPaymentFareId != null && String(productId) === String(postPaymentFareId);
}
