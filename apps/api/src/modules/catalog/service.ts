/**
 * The catalogue: the products a network sells (prices in integer cents) and its agencies. Owns
 * `products`, `agencies` and `agency_opening_hours`; the seed writes them, every other module
 * reads them here.
 */
import type { Db } from '../../db/index.js';
import { findActiveProductByCode, findMainAgency, listProducts } from './repo.js';

export type Product = Awaited<ReturnType<typeof listProducts>>[number];

/** The products of those ids (those that exist), in no particular order. */
export function findProducts(db: Db, ids: number[]): Promise<Product[]> {
  return listProducts(db, [...new Set(ids)]);
}

/** The product a network sells under a code (e.g. the duplicate fee), if it is on sale. */
export function findProductOnSale(db: Db, networkId: number, code: string): Promise<Product | undefined> {
  return findActiveProductByCode(db, networkId, code);
}

/** The agency named on a network's documents; every seeded network has one (else a 500). */
export function mainAgency(db: Db, networkId: number) {
  return findMainAgency(db, networkId);
}
