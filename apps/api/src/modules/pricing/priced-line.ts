/**
 * One priced line of a cart (pricing.ts): the wire's amount item and what the order keeps of its
 * product, built from the catalogue product and the card (or, for a new card, its request's holder).
 */
import type { AmountItem, CheckoutItem, Locale, TransportMode } from '@oceane/domain';
import type { Product } from '../catalog/service.js';
import { shopProductView } from '../shop/service.js';

/** A priced line with what the order keeps of its product (names in both languages, modes…). */
export type PricedLine = AmountItem & {
  nameFr: string;
  nameEn: string;
  productType: string;
  transportModes: TransportMode[];
  renewalInterval: string | null;
  duplicateRequestId: number | null;
};

/** A line with the instalment counts and post-payment its product brings to the cart. */
export type Priced = { line: PricedLine; installments: number[]; postPayment: boolean };

/** The card of a line: a new card's is null, with no number, until the paid order issues it. */
export type LineCard = { id: number | null; number: string; holderName: string };

export function pricedLine(
  item: CheckoutItem,
  card: LineCard,
  product: Product,
  unitPriceCents: number,
  locale: Locale,
): Priced {
  const view = shopProductView(product, locale);
  const line: PricedLine = {
    type: item.type,
    mediaId: card.id,
    cardNumber: card.number,
    holderName: card.holderName,
    shopItemId: product.shop_item_id,
    productId: product.id,
    name: view.name,
    quantity: item.quantity,
    unitPriceCents,
    discountCents: 0,
    totalCents: unitPriceCents * item.quantity,
    gift: false,
    nameFr: product.name_fr,
    nameEn: product.name_en,
    productType: product.product_type,
    transportModes: view.transportModes,
    renewalInterval: view.renewalInterval,
    duplicateRequestId: item.type === 'CARD_DUPLICATE' ? (item.duplicateRequestId ?? null) : null,
    ...(item.type === 'CARD_CREATION' ? { cardRequestId: item.cardRequestId } : {}),
  };
  return { line, installments: view.installments, postPayment: view.postPayment };
}
