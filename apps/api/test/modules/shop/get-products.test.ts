/** Products/getProducts.json: the products a card can be reloaded with (decision 027). */
import type { ShopProduct } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { day, insertCard, TODAY, type CardSpec } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

type Products = { products: ShopProduct[] };

/** A birth date `years` years before today (UTC). */
function bornYearsAgo(years: number): string {
  return `${String(Number(TODAY.slice(0, 4)) - years)}${TODAY.slice(4)}`;
}

async function cardOf(
  app: FastifyInstance,
  accountId: number,
  holder: { category?: string | null; birthdate?: string },
  spec: CardSpec = {},
) {
  const card = await insertCard(app, { accountId, birthdate: holder.birthdate ?? '1980-05-05', ...spec });
  if (holder.category !== undefined)
    await app.db
      .updateTable('media')
      .set({ holder_category: holder.category })
      .where('id', '=', card.id)
      .execute();
  return card;
}

const codesOf = (products: ShopProduct[]) => products.map((product) => product.shopItemId);

describe.each(DIALECTS)('GET Products/getProducts.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('without a card: every product a card of the network can carry, fees aside, named in the caller’s language', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const { products } = okResponse(
      await get<Products>(app, 'Products/getProducts.json', { userToken: me.userToken, locale: 'en' }),
    );
    // 1020: the school pass (decision 050), which a card can carry.
    expect(codesOf(products)).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1013, 1020,
    ]);
    expect(products.find((product) => product.shopItemId === 1007)).toEqual({
      productId: 107,
      shopItemId: 1007,
      shopItemPromoPrice: '490.00',
      priceCents: 49000,
      installments: [1, 4, 10],
      name: 'Annual pass',
      // Spec §3's product record: productType with productTypeId, a shopItem list (decision 064).
      productType: { productTypeId: 'SUBSCRIPTION' },
      shopItem: [
        { shopItemId: 1007, shopItemPromoPrice: '490.00', priceCents: 49000, installments: [1, 4, 10] },
      ],
      transportModes: ['BUS', 'BOAT'],
      renewalInterval: 'P1Y',
      audience: 'ALL',
      postPayment: false,
      // Only a list for a card says what its proofs allow (decision 058).
      fareProof: null,
    });
    // Every product: its one shop item is the one the cart's flat fields name.
    for (const product of products) {
      expect(product.shopItem.map((item) => item.shopItemId)).toEqual([product.shopItemId]);
      expect(product.productType.productTypeId).toMatch(/^(TICKET|PASS|SUBSCRIPTION)$/);
    }
    expect(products.find((product) => product.shopItemId === 1013)).toMatchObject({
      productId: 113,
      shopItemPromoPrice: '0.00',
      priceCents: 0,
      installments: [1],
      name: 'Pay as you go (post-payment)',
      audience: 'POST_PAYMENT',
      postPayment: true,
    });
    // An inactive product is not on sale.
    await app.db.updateTable('products').set({ active: 0 }).where('id', '=', 102).execute();
    const after = okResponse(
      await get<Products>(app, 'Products/getProducts.json', { userToken: me.userToken }),
    );
    expect(codesOf(after.products)).not.toContain(1002);
    await app.db.updateTable('products').set({ active: 1 }).where('id', '=', 102).execute();
  });

  it('an adult sees the products for everyone and the post-payment fare, not the under-26 or solidarity passes', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await cardOf(app, me.userId, { category: 'EMPLOYEE', birthdate: '1980-05-05' });
    const { products } = okResponse(
      await get<Products>(app, 'Products/getProducts.json', { userToken: me.userToken, mediaId: card.id }),
    );
    expect(codesOf(products)).toEqual([1001, 1002, 1003, 1004, 1005, 1007, 1009, 1010, 1013]);
    expect(products[4]).toMatchObject({
      name: 'Abonnement mensuel tout public',
      shopItemPromoPrice: '49.00',
    });
  });

  it('an under-26 holder sees the under-26 pass, until the day of the 26th birthday', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const young = await cardOf(app, me.userId, { category: 'STUDENT', birthdate: bornYearsAgo(20) });
    const list = async (mediaId: number) =>
      codesOf(
        okResponse(
          await get<Products>(app, 'Products/getProducts.json', { userToken: me.userToken, mediaId }),
        ).products,
      );
    expect(await list(young.id)).toContain(1006);
    const lastDay = await cardOf(app, me.userId, {
      category: null,
      birthdate: day(1).replace(/^\d{4}/, (y) => String(Number(y) - 26)),
    });
    expect(await list(lastDay.id)).toContain(1006);
    const birthday = await cardOf(app, me.userId, { category: 'STUDENT', birthdate: bornYearsAgo(26) });
    expect(await list(birthday.id)).not.toContain(1006);
  });

  it('job seekers and the unemployed see the solidarity pass', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    for (const category of ['JOBSEEKER', 'UNEMPLOYED']) {
      const card = await cardOf(app, me.userId, { category });
      const { products } = okResponse(
        await get<Products>(app, 'Products/getProducts.json', { userToken: me.userToken, mediaId: card.id }),
      );
      expect(codesOf(products), category).toEqual([
        1001, 1002, 1003, 1004, 1005, 1007, 1008, 1009, 1010, 1013,
      ]);
    }
  });

  it('a card of the network’s staff or of the police gets NO_PRODUCT_FOR_CONTRACT with the §8 message', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    for (const category of ['LOCAL_TRANSPORT', 'POLICE']) {
      const card = await cardOf(app, me.userId, { category, birthdate: bornYearsAgo(22) });
      const answer = await get(app, 'Products/getProducts.json', {
        userToken: me.userToken,
        mediaId: card.id,
        locale: 'en',
      });
      expect(answer.statusCode, category).toBe(409);
      expect(koError(answer)).toEqual({
        code: 'NO_PRODUCT_FOR_CONTRACT',
        message: 'No product matches this contract type: contact the mobility agency to reload your card.',
      });
    }
  });

  it('a card whose pass waits for its first validation still lists its products: tickets are sold (decision 060)', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const pending = await cardOf(
      app,
      me.userId,
      {},
      {
        contracts: [{ product: 'MONTHLY_ALL', status: 'PENDING_VALIDATION' }],
      },
    );
    // Another pass waits for the validation (the cart's period rule answers SALE_NOT_SETTLED),
    // a ticket does not: the card's products are listed, not refused as a whole.
    const answer = okResponse(
      await get<{ products: { shopItemId: number }[] }>(app, 'Products/getProducts.json', {
        userToken: me.userToken,
        mediaId: pending.id,
      }),
    );
    expect(answer.products.map((product) => product.shopItemId)).toEqual(
      expect.arrayContaining([1001, 1005, 1007]),
    );
    const lapsed = await cardOf(
      app,
      me.userId,
      {},
      {
        contracts: [
          { product: 'MONTHLY_ALL', status: 'PENDING_VALIDATION', validFrom: day(-40), validTo: day(-10) },
          { product: 'MONTHLY_ALL', status: 'ACTIVE' },
        ],
      },
    );
    okResponse(await get(app, 'Products/getProducts.json', { userToken: me.userToken, mediaId: lapsed.id }));
  });

  it('an expired card gets CARD_EXPIRED, whether marked so or past its validity', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const marked = await cardOf(app, me.userId, {}, { expired: true });
    const past = await cardOf(app, me.userId, {}, { validityEnd: day(-1) });
    for (const card of [marked, past]) {
      const answer = await get(app, 'Products/getProducts.json', {
        userToken: me.userToken,
        mediaId: card.id,
      });
      expect(answer.statusCode).toBe(409);
      expect(koError(answer).code).toBe('CARD_EXPIRED');
    }
  });

  it('another account’s card answers exactly like a missing one: 403 FORBIDDEN', async () => {
    const { app } = ctx();
    const owner = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const card = await cardOf(app, owner.userId, {});
    const theirs = await get(app, 'Products/getProducts.json', {
      userToken: stranger.userToken,
      mediaId: card.id,
    });
    const missing = await get(app, 'Products/getProducts.json', {
      userToken: stranger.userToken,
      mediaId: 987_654,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).toEqual({
      status: 'ko',
      error: { code: 'FORBIDDEN', message: 'Vous n’avez pas accès à cette ressource.' },
    });
    expect(missing.body).toEqual(theirs.body);
    expect(koError(await get(app, 'Products/getProducts.json', { mediaId: card.id })).code).toBe(
      'UNAUTHORIZED',
    );
  });
});
