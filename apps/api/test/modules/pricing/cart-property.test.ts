/**
 * Property (issue 23): every cart the portal lets a passenger build through packages/domain's cart
 * rules (adds from the products the reload page lists for a card, possibly onto another of the
 * passenger's cards, adds again, quantity changes, removals, a duplicate) either prices through
 * Order/computeAmount.json, or is refused with the item it concerns named: its place in the items
 * sent, of that type and shop item, so that the portal shows the refusal at that line. The
 * quantity rule is the domain's: QUANTITY_NOT_ALLOWED never comes from such a cart.
 */
import {
  addItem,
  removeItem,
  setItemQuantity,
  type CartItem,
  type CheckoutItem,
  type NewCartItem,
  type ShopProduct,
} from '@oceane/domain';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

type Op =
  | { kind: 'reload'; card: number; product: number }
  | { kind: 'duplicate' }
  | { kind: 'quantity'; line: number; quantity: number }
  | { kind: 'remove'; line: number };

/** The passenger's world: their cards (an adult's, an under-26's), a stranger's card, their offers. */
type World = {
  me: LoggedIn;
  /** The cards items may name: the passenger's two, then another account's (a stale page). */
  cards: number[];
  /** Every product the reload page lists for one of the passenger's cards. */
  products: ShopProduct[];
  duplicate: { mediaId: number; requestId: number; shopItemId: number };
};

async function productsOf(app: FastifyInstance, me: LoggedIn, mediaId: number): Promise<ShopProduct[]> {
  const answer = await get<{ products: ShopProduct[] }>(app, 'Products/getProducts.json', {
    userToken: me.userToken,
    mediaId,
  });
  return okResponse(answer).products;
}

async function world(app: FastifyInstance): Promise<World> {
  const me = await signUpAndLogIn(app);
  const adult = await insertCard(app, { accountId: me.userId });
  const young = await insertCard(app, {
    accountId: me.userId,
    birthdate: `${new Date().getUTCFullYear() - 20}-01-15`,
  });
  const stranger = await signUpAndLogIn(app);
  const theirs = await insertCard(app, { accountId: stranger.userId });
  const offers = [...(await productsOf(app, me, adult.id)), ...(await productsOf(app, me, young.id))];
  const products = [...new Map(offers.map((product) => [product.shopItemId, product])).values()];
  const { duplicateRequest } = okResponse(
    await post<{ duplicateRequest: { id: number; fee: { shopItemId: number } } }>(
      app,
      'Media/requestDuplicate.json',
      { userToken: me.userToken, mediaId: adult.id, reason: 'LOST' },
    ),
  );
  return {
    me,
    cards: [adult.id, young.id, theirs.id],
    products,
    duplicate: {
      mediaId: adult.id,
      requestId: duplicateRequest.id,
      shopItemId: duplicateRequest.fee.shopItemId,
    },
  };
}

/** An add as the reload page (or the duplicate page) makes it. */
function added(world: World, step: Extract<Op, { kind: 'reload' | 'duplicate' }>): NewCartItem {
  if (step.kind === 'duplicate') {
    return {
      ubiUserId: world.duplicate.mediaId,
      type: 'CARD_DUPLICATE',
      product: {
        shopItemId: world.duplicate.shopItemId,
        unitPriceCents: 1000,
        installments: [1],
        productType: 'FEE',
      },
      duplicateRequestId: world.duplicate.requestId,
    };
  }
  const product = world.products[step.product % world.products.length]!;
  return {
    ubiUserId: world.cards[step.card % world.cards.length],
    type: 'CARD_RELOAD',
    product: {
      shopItemId: product.shopItemId,
      unitPriceCents: product.priceCents,
      installments: product.installments,
      productType: product.productType.productTypeId,
    },
  };
}

function build(world: World, ops: readonly Op[]): CartItem[] {
  let counter = 0;
  let items: CartItem[] = [];
  for (const step of ops) {
    if (step.kind === 'reload' || step.kind === 'duplicate') {
      items = addItem(items, added(world, step), () => `line-${++counter}`);
      continue;
    }
    const line = items[step.line % Math.max(items.length, 1)];
    if (!line) continue;
    items =
      step.kind === 'quantity' ? setItemQuantity(items, line.id, step.quantity) : removeItem(items, line.id);
  }
  return items;
}

/** The cart's items as the portal sends them (apps/web checkout-items.ts). */
const checkoutItemOf = (item: CartItem): CheckoutItem =>
  item.type === 'CARD_DUPLICATE'
    ? {
        type: 'CARD_DUPLICATE',
        mediaId: Number(item.ubiUserId),
        shopItemId: Number(item.product.shopItemId),
        quantity: item.quantity,
        duplicateRequestId: Number(item.duplicateRequestId),
      }
    : {
        type: 'CARD_RELOAD',
        mediaId: Number(item.ubiUserId),
        shopItemId: Number(item.product.shopItemId),
        quantity: item.quantity,
      };

const ops = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('reload' as const),
        card: fc.nat(8),
        product: fc.nat(40),
      }),
    },
    fc.record({ kind: fc.constant('duplicate' as const) }),
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('quantity' as const),
        line: fc.nat(25),
        quantity: fc.integer({ min: 0, max: 12 }),
      }),
    },
    fc.record({ kind: fc.constant('remove' as const), line: fc.nat(25) }),
  ),
  { minLength: 1, maxLength: 30 },
);

describe.each(DIALECTS)('every cart the portal lets a passenger build ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('prices, or names the item it refuses (issue 23)', async () => {
    const { app } = ctx();
    const passenger = await world(app);
    // The offers hold tickets (sold by the dozen) and passes (once): both rules are walked.
    const types = new Set(passenger.products.map((product) => product.productType.productTypeId));
    expect([...types]).toEqual(expect.arrayContaining(['TICKET', 'PASS', 'SUBSCRIPTION']));
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(ops, async (steps) => {
        const items = build(passenger, steps).map(checkoutItemOf);
        if (items.length === 0) return;
        const answer = await post(app, 'Order/computeAmount.json', {
          userToken: passenger.me.userToken,
          items,
        });
        if (answer.statusCode === 200) {
          outcomes.set('priced', (outcomes.get('priced') ?? 0) + 1);
          return;
        }
        const error = koError(answer);
        outcomes.set(error.code, (outcomes.get(error.code) ?? 0) + 1);
        expect(error.code).not.toBe('QUANTITY_NOT_ALLOWED');
        expect(error.item, `${error.code} names no item`).toBeDefined();
        const named = items[error.item!.index];
        expect(named).toMatchObject({ type: error.item!.type, shopItemId: error.item!.shopItemId });
      }),
      { numRuns: 60 },
    );
    // Both halves of the property were met: carts priced, and carts refused with their line.
    expect(outcomes.get('priced')).toBeGreaterThan(0);
    expect([...outcomes.keys()].length).toBeGreaterThan(1);
  });
});
