/**
 * The catalogue: the networks the backend serves with their transport modes, the products each
 * sells (prices in integer cents) and its agencies. Owns `networks`, `transport_modes`, `products`,
 * `agencies` and `agency_opening_hours`; the seed writes them, every other module reads them here.
 */
import { TRANSPORT_MODES, type TransportMode } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { pricesInForce, withPricesInForce } from './prices.js';
import type { listProducts } from './repo.js';
import {
  findActiveProductByCode,
  findMainAgency,
  findNetworkAgency,
  findNetworkRow,
  listActiveProductsWithPrices,
  listAgencies,
  listOpeningHours,
  listProductsWithPrices,
  listTransportModes,
} from './repo.js';

export type Product = Awaited<ReturnType<typeof listProducts>>[number];

export { withPricesInForce } from './prices.js';

/** The products of those ids (those that exist), in no particular order, at their price on `day`. */
export async function findProducts(db: Db, ids: number[], day?: string): Promise<Product[]> {
  const { products, prices } = await listProductsWithPrices(db, [...new Set(ids)]);
  return pricesInForce(products, prices, day);
}

/** The product a network sells under a code (e.g. the duplicate fee), if it is on sale, at its price on `day`. */
export async function findProductOnSale(
  db: Db,
  networkId: number,
  code: string,
  day?: string,
): Promise<Product | undefined> {
  const product = await findActiveProductByCode(db, networkId, code);
  return product ? (await withPricesInForce(db, [product], day))[0] : undefined;
}

/** The products a network has on sale (active ones, fees included), in catalogue order, at their price on `day`. */
export async function productsOnSale(db: Db, networkId: number, day?: string): Promise<Product[]> {
  const { products, prices } = await listActiveProductsWithPrices(db, networkId);
  return pricesInForce(products, prices, day);
}

/** A network's transport modes with their names, in the network's order. */
export async function transportModesOf(
  db: Db,
  networkId: number,
): Promise<{ code: TransportMode; nameFr: string; nameEn: string }[]> {
  return (await listTransportModes(db))
    .filter((mode) => mode.network_id === networkId && isTransportMode(mode.code))
    .map((mode) => ({ code: mode.code as TransportMode, nameFr: mode.name_fr, nameEn: mode.name_en }));
}

/** The agency named on a network's documents; every seeded network has one (else a 500). */
export function mainAgency(db: Db, networkId: number) {
  return findMainAgency(db, networkId);
}

export function isTransportMode(code: string): code is TransportMode {
  return (TRANSPORT_MODES as readonly string[]).includes(code);
}

/** A network by id, whatever its status; undefined when there is none. */
export function findNetwork(db: Db, id: number) {
  return findNetworkRow(db, id);
}

/** An agency of that network where a new card can be collected (Networks/collectSites), if any. */
export function networkAgency(db: Db, networkId: number, agencyId: number) {
  return findNetworkAgency(db, networkId, agencyId);
}

/**
 * An agency of the network with its address and opening spans (the ready-for-pickup mail, decision
 * 074): the agency named, else the network's main one.
 */
export async function agencyWithHours(db: Db, networkId: number, agencyId: number | null) {
  const agencies = await listAgencies(db, networkId);
  const agency = agencies.find((one) => one.id === agencyId) ?? agencies[0];
  if (!agency) return undefined;
  return { ...agency, hours: await listOpeningHours(db, [agency.id]) };
}
export { scheduleProductPrice, staffAgency, staffProducts, updateMainAgency } from './staff-catalogue.js';
