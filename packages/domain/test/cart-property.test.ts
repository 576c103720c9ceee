/**
 * Property (issue 23): whatever a passenger does with the cart's rules (add the same pass or
 * ticket again, for one card or another, change a quantity, remove a line), the cart stays one
 * the api takes: each line within what its article allows (the api's QUANTITY_NOT_ALLOWED rule,
 * maxQuantityFor), no more lines than one order holds, no two lines of one article, and its
 * items pass Order/computeAmount.json's schema. The api's own property test prices such carts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  addOutcome,
  maxItemQuantity,
  removeItem,
  setItemQuantity,
  type CartItem,
  type NewCartItem,
} from '../src/cart.js';
import { MAX_ORDER_ITEMS, maxQuantityFor } from '../src/item-quantity.js';
import { computeAmountBody } from '../src/orders.js';

/** The seeded catalogue's kinds: tickets, a pass, subscriptions, and a product of no known type. */
const PRODUCTS = [
  { shopItemId: 1001, productType: 'TICKET' },
  { shopItemId: 1002, productType: 'TICKET' },
  { shopItemId: 1003, productType: 'PASS' },
  { shopItemId: 1005, productType: 'SUBSCRIPTION' },
  { shopItemId: 1007, productType: 'SUBSCRIPTION' },
  { shopItemId: 1009, productType: undefined },
] as const;

type Op =
  | { kind: 'reload'; card: number; product: number; quantity: number | null }
  | { kind: 'duplicate'; card: number }
  | { kind: 'quantity'; line: number; quantity: number }
  | { kind: 'remove'; line: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('reload' as const),
      card: fc.integer({ min: 1, max: 24 }),
      product: fc.integer({ min: 0, max: PRODUCTS.length - 1 }),
      quantity: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    }),
  },
  fc.record({ kind: fc.constant('duplicate' as const), card: fc.integer({ min: 1, max: 3 }) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('quantity' as const),
      line: fc.nat(25),
      quantity: fc.integer({ min: -2, max: 15 }),
    }),
  },
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat(25) }),
);

function added(step: Extract<Op, { kind: 'reload' | 'duplicate' }>): NewCartItem {
  if (step.kind === 'duplicate') {
    return {
      awUserId: 7,
      ubiUserId: step.card,
      type: 'CARD_DUPLICATE',
      product: { shopItemId: 1012, unitPriceCents: 1000, installments: [1], productType: 'FEE' },
      duplicateRequestId: 50 + step.card,
    };
  }
  const { shopItemId, productType } = PRODUCTS[step.product]!;
  return {
    awUserId: 7,
    ubiUserId: step.card,
    type: 'CARD_RELOAD',
    product: {
      shopItemId,
      unitPriceCents: 170,
      installments: [1],
      ...(productType ? { productType } : {}),
    },
    ...(step.quantity === null ? {} : { quantity: step.quantity }),
  };
}

let counter = 0;
const newId = () => `line-${++counter}`;

function play(ops: readonly Op[]): CartItem[] {
  let items: CartItem[] = [];
  for (const step of ops) {
    if (step.kind === 'reload' || step.kind === 'duplicate') {
      const before = items;
      const outcome = addOutcome(items, added(step));
      items = addItem(items, added(step), newId);
      // What the page says matches what the cart did.
      expect(items === before).toBe(outcome !== 'added' && outcome !== 'increased');
    } else if (step.kind === 'quantity') {
      const line = items[step.line % Math.max(items.length, 1)];
      if (line) items = setItemQuantity(items, line.id, step.quantity);
    } else {
      const line = items[step.line % Math.max(items.length, 1)];
      if (line) items = removeItem(items, line.id);
    }
  }
  return items;
}

const articleOf = (item: CartItem) => `${item.type}:${item.ubiUserId}:${item.product.shopItemId}`;

describe('every cart the rules let a passenger build is one the api takes (issue 23)', () => {
  it('keeps each line within its article’s limit and the cart within one order, and passes the amount’s schema', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
        const items = play(ops);
        expect(items.length).toBeLessThanOrEqual(MAX_ORDER_ITEMS);
        expect(new Set(items.map(articleOf)).size).toBe(items.length);
        for (const item of items) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(maxItemQuantity(item));
          // The api's rule: a ticket up to ten, anything else (a duplicate's fee included) once.
          expect(item.quantity).toBeLessThanOrEqual(maxQuantityFor(item.product.productType));
        }
        if (items.length === 0) return;
        const body = {
          items: items.map((item) => ({
            type: item.type,
            mediaId: Number(item.ubiUserId),
            shopItemId: Number(item.product.shopItemId),
            quantity: item.quantity,
            ...(item.duplicateRequestId === undefined
              ? {}
              : { duplicateRequestId: Number(item.duplicateRequestId) }),
          })),
        };
        expect(computeAmountBody.safeParse(body).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
