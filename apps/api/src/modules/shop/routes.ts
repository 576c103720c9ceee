/** Products/* and shop/catalog (spec §7): the catalogue as the shop sells it. */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import {
  networkProducts,
  productPictogram,
  reloadableProducts,
  shopCatalog,
  universalProducts,
} from './service.js';

/** A day: a pictogram changes with the catalogue, which changes rarely, and names nobody. */
const PICTOGRAM_CACHE = 'public, max-age=86400';
/** An SVG opened on its own may run nothing and load nothing (it holds no script anyway). */
const PICTOGRAM_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The calls without a session: the universal products, the shop's catalogue, pictograms. */
export const shopPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getUniversalProducts,
    {
      tags: ['Products'],
      summary:
        'The products anyone may buy, whatever the holder (audience ALL, no fee); 404 NETWORK_NOT_FOUND',
    },
    async (request) => {
      const networkId = request.query.network_id ?? app.config.networkId;
      return ok({ products: await universalProducts(app.db, networkId, requestLocale(request)) });
    },
  );

  callRoute(
    app,
    CALLS.shopCatalog,
    {
      tags: ['Products'],
      summary:
        'The products on sale by transport mode (a bus + boat pass under both), fees aside; 404 NETWORK_NOT_FOUND',
    },
    async (request) => {
      const networkId = request.query.network_id ?? app.config.networkId;
      return ok(await shopCatalog(app.db, networkId, requestLocale(request)));
    },
  );

  callRoute(
    app,
    CALLS.productMedia,
    {
      tags: ['Products'],
      summary:
        'The product’s pictogram (image/svg+xml, from its transport modes, titled in the caller’s language); 404 NOT_FOUND',
      bytes: {
        description: 'The pictogram',
        contentType: 'image/svg+xml',
        format: 'SVG, titled in the caller’s language',
      },
    },
    async (request, reply) => {
      const svg = await productPictogram(app.db, request.query.productId, requestLocale(request));
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', PICTOGRAM_CACHE)
        .header('content-security-policy', PICTOGRAM_CSP)
        .header('vary', 'Accept-Language')
        .send(Buffer.from(svg, 'utf8'));
    },
  );
};

/** The calls of a session: what one card of the caller can be reloaded with. */
export const shopSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getProducts,
    {
      tags: ['Products'],
      summary:
        'With mediaId: the products this card can be reloaded with (decision 027; 409 CARD_EXPIRED, ' +
        'NO_PRODUCT_FOR_CONTRACT; 403 for a card not the caller’s; a pass waiting for its first ' +
        'validation blocks another pass at the cart, not the card: decision 060). Without: every ' +
        'product a card of the caller’s network can carry',
    },
    async (request) => {
      const { mediaId } = request.query;
      const session = currentSession(request);
      const locale = requestLocale(request);
      const products =
        mediaId === undefined
          ? await networkProducts(app.db, session.networkId, locale)
          : await reloadableProducts(app.db, session, mediaId, locale);
      return ok({ products });
    },
  );
};
