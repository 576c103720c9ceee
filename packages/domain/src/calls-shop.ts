/** The calls of one area of the table (calls.ts): Products and shop (spec §7), and Actions/useCode. */
import type { Call } from './calls.js';

export const SHOP_CALLS = {
  getProducts: { method: 'GET', path: 'Products/getProducts.json', access: 'session', ownedIds: ['mediaId'] },
  getUniversalProducts: { method: 'GET', path: 'Products/getUniversalProducts.json', access: 'public' },
  productMedia: { method: 'GET', path: 'Products/media', access: 'public', bytes: true },
  shopCatalog: { method: 'GET', path: 'shop/catalog', access: 'public' },
  useCode: { method: 'PUT', path: 'Actions/useCode', access: 'public' },
} as const satisfies Record<string, Call>;
