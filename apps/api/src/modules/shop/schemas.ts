/** Schemas of Products/getProducts.json, getUniversalProducts.json, Products/media and shop/catalog. */
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const getProductsQuery = z.strictObject({
  userToken: userTokenField,
  mediaId: idField
    .optional()
    .describe('A card of the caller: only what it can be reloaded with (decision 027)'),
  locale: localeField,
});

/** The public calls name the network; the configured one (NETWORK_ID) when they do not. */
export const networkQuery = z.strictObject({
  network_id: idField
    .optional()
    .describe('Networks/getNetworks.json’s networkId; the portal’s network by default'),
  locale: localeField,
});

export const productMediaQuery = z.strictObject({
  productId: idField.describe('The product’s id (the spec’s ubiProductId)'),
  locale: localeField.describe('Language of the pictogram’s title'),
});
