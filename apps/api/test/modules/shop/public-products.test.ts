/** The shop's calls without a session: universal products, the catalogue by mode, pictograms. */
import type { ShopCatalog, ShopProduct } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { answerOf, get, getRaw, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

const shopItems = (products: ShopProduct[]) => products.map((product) => product.shopItemId);

describe.each(DIALECTS)('the shop’s public calls ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('GET Products/getUniversalProducts.json: what anyone may buy (audience ALL), fees aside', async () => {
    const { app } = ctx();
    const { products } = okResponse(
      await get<{ products: ShopProduct[] }>(app, 'Products/getUniversalProducts.json', { network_id: 1 }),
    );
    expect(shopItems(products)).toEqual([1001, 1002, 1003, 1004, 1005, 1007, 1009, 1010]);
    expect(products.every((product) => product.audience === 'ALL' && !product.postPayment)).toBe(true);
    expect(products[0]).toMatchObject({
      productType: { productTypeId: 'TICKET' },
      shopItem: [{ shopItemId: 1001, shopItemPromoPrice: '1.70' }],
    });
    const byDefault = okResponse(
      await get<{ products: ShopProduct[] }>(app, 'Products/getUniversalProducts.json', { locale: 'en' }),
    );
    expect(shopItems(byDefault.products)).toEqual(shopItems(products));
    expect(byDefault.products[0]!.name).toBe('Single ticket, bus + boat');
    const unknown = await get(app, 'Products/getUniversalProducts.json', { network_id: 4242 });
    expect(unknown.statusCode).toBe(404);
    expect(koError(unknown).code).toBe('NETWORK_NOT_FOUND');
  });

  it('GET shop/catalog: the products on sale by transport mode, in the network’s order, in the caller’s language', async () => {
    const { app } = ctx();
    const catalog = okResponse(await get<ShopCatalog>(app, 'shop/catalog', { network_id: 1, locale: 'en' }));
    expect(catalog.modes.map((mode) => [mode.mode, mode.name])).toEqual([
      ['BUS', 'Bus'],
      ['BOAT', 'Boats'],
      ['BIKE', 'Self-service bike'],
      ['CAR_SHARING', 'Car sharing'],
    ]);
    const [bus, boat, bike, car] = catalog.modes;
    // 1020: the school pass (decision 050), on the buses and the boats.
    expect(shopItems(bus!.products)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1013, 1020]);
    expect(shopItems(boat!.products)).toEqual(shopItems(bus!.products));
    expect(shopItems(bike!.products)).toEqual([1009]);
    expect(shopItems(car!.products)).toEqual([1010]);
    expect(bike!.products[0]).toMatchObject({
      name: 'Self-service bike, annual pass',
      installments: [1, 4, 10],
      // Spec §3's product record (decision 064).
      productType: { productTypeId: 'SUBSCRIPTION' },
      shopItem: [
        { shopItemId: 1009, shopItemPromoPrice: '35.00', priceCents: 3500, installments: [1, 4, 10] },
      ],
    });
    const french = okResponse(await get<ShopCatalog>(app, 'shop/catalog', {}));
    expect(french.modes[1]!.name).toBe('Bateaux');
    expect(koError(await get(app, 'shop/catalog', { network_id: 4242 })).code).toBe('NETWORK_NOT_FOUND');
  });

  it('GET Products/media: the product’s pictogram as a safe SVG titled in the caller’s language, cached a day', async () => {
    const { app } = ctx();
    const fr = await getRaw(app, 'Products/media', { productId: 107 });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(fr.headers['cache-control']).toBe('public, max-age=86400');
    expect(fr.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fr.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(fr.body).toContain('<title id="t">Abonnement annuel tout public (Bus, Bateaux)</title>');
    expect(fr.body).not.toMatch(/<script|on\w+=|href=/i);
    const en = await getRaw(app, 'Products/media', { productId: 109, locale: 'en' });
    expect(en.body).toContain('<title id="t">Self-service bike, annual pass (Self-service bike)</title>');
    const fee = await getRaw(app, 'Products/media', { productId: 112, locale: 'en' });
    expect(fee.body).toContain('<title id="t">Card duplicate fee</title>');

    // A name from the catalogue is text, never markup.
    await app.db
      .updateTable('products')
      .set({ name_en: '<script>alert(1)</script> & co' })
      .where('id', '=', 110)
      .execute();
    const escaped = await getRaw(app, 'Products/media', { productId: 110, locale: 'en' });
    expect(escaped.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co (Car sharing)');
    expect(escaped.body).not.toContain('<script');

    const missing = await getRaw(app, 'Products/media', { productId: 987_654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(answerOf(missing).body).toEqual({
      status: 'ko',
      error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' },
    });
  });
});
