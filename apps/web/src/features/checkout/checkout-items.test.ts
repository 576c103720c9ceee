import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../lib/cart-store.ts';
import { amountLineOf, proofSubmissions, toCheckoutItem, toCheckoutItems } from './checkout-items.ts';
import { aLine } from './test-checkout.ts';

/** Camille's new card: the monthly pass (with her identity proof) and the creation fee. */
const pass: CartItem = {
  id: 'a',
  quantity: 1,
  type: 'CARD_CREATION',
  cardRequestId: 81,
  holderName: 'Camille Martin',
  documentIds: [501],
  product: { shopItemId: 30, unitPriceCents: 4900, installments: [1], ubiProductId: 3 },
};
const fee: CartItem = {
  id: 'b',
  quantity: 1,
  type: 'CARD_CREATION',
  cardRequestId: 81,
  holderName: 'Camille Martin',
  product: { shopItemId: 90, unitPriceCents: 800, installments: [1], ubiProductId: 9 },
};
const newCardLine = (shopItemId: number, itemId: number, cardRequestId = 81) =>
  aLine({ type: 'CARD_CREATION', mediaId: null, cardNumber: '', cardRequestId, itemId, shopItemId });

describe('a new card’s items at the checkout', () => {
  it('name their request, never a card', () => {
    expect(toCheckoutItem(pass)).toEqual({
      type: 'CARD_CREATION',
      cardRequestId: 81,
      shopItemId: 30,
      quantity: 1,
    });
    expect(toCheckoutItems([pass, fee])).toHaveLength(2);
  });

  it('are no checkout item without a readable request id', () => {
    expect(toCheckoutItem({ ...pass, cardRequestId: undefined })).toBeNull();
    expect(toCheckoutItem({ ...pass, cardRequestId: 'x' })).toBeNull();
    expect(toCheckoutItems([pass, { ...fee, cardRequestId: undefined }])).toBeNull();
  });

  it('find their server line by request and shop item, not by card', () => {
    const lines = [newCardLine(30, 1, 82), newCardLine(30, 2), newCardLine(90, 3)];
    expect(amountLineOf(pass, lines)?.itemId).toBe(2);
    expect(amountLineOf(fee, lines)?.itemId).toBe(3);
    // A reload line of the same shop item is not a new card's line.
    expect(amountLineOf(pass, [aLine({ shopItemId: 30 })])).toBeUndefined();
  });

  it('link their proofs to the item of the created order that carries them', () => {
    const orderItems = [newCardLine(30, 11), newCardLine(90, 12)];
    expect(proofSubmissions([pass, fee], orderItems)).toEqual([{ itemId: 11, documentIds: [501] }]);
    // Once per request, when both its items carry them.
    expect(proofSubmissions([pass, { ...fee, documentIds: [501] }], orderItems)).toEqual([
      { itemId: 11, documentIds: [501] },
    ]);
    // Nothing to link without proofs, or without the order's item id.
    expect(proofSubmissions([fee], orderItems)).toEqual([]);
    expect(
      proofSubmissions([pass], [aLine({ type: 'CARD_CREATION', cardRequestId: 81, shopItemId: 30 })]),
    ).toEqual([]);
  });
});
