/**
 * The end of the flow as data: the body of Media/requestCard.json built from the tunnel and the
 * alerts step, and the cart items its answer becomes (type CARD_CREATION, spec §3 Cart item), the
 * product's item carrying the proofs' ids that checkout links to the order's item.
 */
import type { AlertPreferences, Consents, RequestCardInput, RequestCardResponse } from '@oceane/domain';
import type { NewWireCartItem } from '../../../lib/cart-store.ts';
import type { TunnelState } from '../../../lib/tunnel-store.ts';
import { requestDelivery } from './delivery.ts';
import { checkedHolder } from './tunnel-progress.ts';

/** The request, or null when the tunnel lacks a part of it (the guard keeps that from happening). */
export function requestCardBody(
  tunnel: TunnelState,
  choices: { alerts: AlertPreferences | null; consents: Consents },
): RequestCardInput | null {
  const holder = checkedHolder(tunnel.personal);
  const delivery = requestDelivery(tunnel.delivery);
  if (!tunnel.product || !holder || !delivery || !tunnel.photo || tunnel.forSelf === null) return null;
  const email = tunnel.forSelf ? tunnel.personal.email : undefined;
  return {
    shopItemId: tunnel.product.shopItemId,
    quantity: tunnel.quantity,
    forSelf: tunnel.forSelf,
    holder: { ...holder, ...(email ? { email } : {}) },
    delivery,
    photoDocumentId: tunnel.photo,
    photoConsent: true,
    alerts: choices.alerts,
    consents: choices.consents,
  };
}

/** The proofs uploaded for the product, in the order of the types it needs. */
export function proofIds(tunnel: Pick<TunnelState, 'documents' | 'requiredDocuments'>): number[] {
  return (tunnel.requiredDocuments ?? []).flatMap((type) => {
    const document = tunnel.documents[type];
    return document ? [document.id] : [];
  });
}

/** The answer's items as the cart keeps them: the product (with its proofs), then the fee. */
export function cartItemsOf(
  answer: RequestCardResponse,
  tunnel: Pick<TunnelState, 'product' | 'documents' | 'requiredDocuments'>,
  awUserId: string | number | undefined,
): NewWireCartItem[] {
  const documentIds = proofIds(tunnel);
  return answer.cartItems.map((item) => ({
    awUserId,
    type: 'CARD_CREATION',
    cardRequestId: item.cardRequestId,
    productName: item.name,
    holderName: answer.cardRequest.holderName,
    quantity: item.quantity,
    product: {
      shopItemId: item.shopItemId,
      shopItemPromoPrice: item.shopItemPromoPrice,
      installments: item.installments,
      ubiProductId: item.ubiProductId,
    },
    ...(item.shopItemId === tunnel.product?.shopItemId && documentIds.length > 0 ? { documentIds } : {}),
  }));
}
