/**
 * The contract of the shop's calls (calls-shop.ts): the products a card or anyone can buy, their
 * pictogram (bytes), the shop's catalogue, and Actions/useCode. The common-password list of a
 * password set by useCode is the api's own refinement (modules/actions/schemas.ts).
 */
import { z } from 'zod';
import { ACTION_TYPES } from '../enums.js';
import { shopCatalogResponse, useCodeResponse } from '../shop.js';
import { productsResponse } from '../orders.js';
import { mailedCodeSchema, passwordSchema } from '../validation.js';
import { idField, localeField, publicRequest, sessionRequest } from './request.js';
import { BYTES, type AreaContract, type CallContract } from './types.js';

/** The public calls name the network; the configured one (NETWORK_ID) when they do not. */
const networkRequest = publicRequest({
  network_id: idField
    .optional()
    .describe('Networks/getNetworks.json’s networkId; the portal’s network by default'),
});

/** Its own export: the guest reload's page (a card's top-up) loads this entry alone. */
export const getProductsContract = {
  request: sessionRequest({
    mediaId: idField
      .optional()
      .describe('A card of the caller: only what it can be reloaded with (decision 027)'),
  }),
  response: productsResponse,
} as const satisfies CallContract;

export const SHOP_CONTRACT = {
  getProducts: getProductsContract,
  getUniversalProducts: { request: networkRequest, response: productsResponse },
  /** The product's pictogram, an SVG titled in the caller's language. */
  productMedia: {
    request: publicRequest({
      productId: idField.describe('The product’s id (the spec’s ubiProductId)'),
    }).extend({ locale: localeField.describe('Language of the pictogram’s title') }),
    response: BYTES,
  },
  shopCatalog: { request: networkRequest, response: shopCatalogResponse },
  useCode: {
    request: publicRequest({
      code: mailedCodeSchema,
      action: z.enum(ACTION_TYPES),
      /** LEGACY_PASSWORD_CHANGE only, where it is required: the rules of every password set (decision 016). */
      newPassword: passwordSchema.optional(),
    }),
    response: useCodeResponse,
  },
} as const satisfies AreaContract;
