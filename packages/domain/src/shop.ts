/**
 * The shop (spec §7 Products, shop/catalog, Actions/useCode): who may buy which product, and the
 * shop's catalogue as the portal reads it. The reload rule is docs/decisions/027: a card's
 * "contract type" (§8) is its holder's fare profile, read from the holder's category and age.
 */
import { z } from 'zod';
import {
  ACTION_TYPES,
  TRANSPORT_MODES,
  type SocioProfessionalCategory,
  type TransportMode,
} from './enums.js';
import { shopProductSchema } from './orders.js';

/**
 * Who a product is sold to: everyone, the under-26s, the solidarity fare, post-payment users, or
 * pupils (a school pass: its order is of origin SCHOOL and its contract has a sticker, decision 050).
 */
export const PRODUCT_AUDIENCES = ['ALL', 'UNDER_26', 'SOLIDARITY', 'POST_PAYMENT', 'SCHOOL'] as const;
export type ProductAudience = (typeof PRODUCT_AUDIENCES)[number];

/** The network's staff and the police: their passes are issued at the mobility centre, never online. */
export const CENTRE_ISSUED_CATEGORIES: readonly SocioProfessionalCategory[] = ['LOCAL_TRANSPORT', 'POLICE'];
/** The categories the solidarity fare is for. */
export const SOLIDARITY_CATEGORIES: readonly SocioProfessionalCategory[] = ['JOBSEEKER', 'UNEMPLOYED'];

/** The age up to which (excluded) the under-26 fare applies. */
export const UNDER_26_AGE = 26;

/**
 * Whether someone born on `birthdate` is under 26 on `on` (both YYYY-MM-DD): until the day before
 * their 26th birthday. Born on 29 February, the birthday of a common year is 1 March.
 */
export function isUnder26(birthdate: string, on: string): boolean {
  const match = /^(\d{4})-(\d{2}-\d{2})$/.exec(birthdate);
  if (!match) return false;
  const birthday = `${String(Number(match[1]) + UNDER_26_AGE).padStart(4, '0')}-${match[2]}`;
  return on < birthday;
}

export type FareHolder = { category: string | null; birthdate: string };

/**
 * The audiences of the products a card may be reloaded with on `on` (decision 027): none for a
 * holder whose passes the mobility centre issues; else ALL and POST_PAYMENT, UNDER_26 while the
 * holder is under 26, SOLIDARITY for job seekers and the unemployed, SCHOOL for pupils (category
 * SCHOOL). FEE products never.
 */
export function reloadAudiences(holder: FareHolder, on: string): ProductAudience[] {
  const category = holder.category as SocioProfessionalCategory | null;
  if (category !== null && CENTRE_ISSUED_CATEGORIES.includes(category)) return [];
  const audiences: ProductAudience[] = ['ALL', 'POST_PAYMENT'];
  if (isUnder26(holder.birthdate, on)) audiences.push('UNDER_26');
  if (category !== null && SOLIDARITY_CATEGORIES.includes(category)) audiences.push('SOLIDARITY');
  if (category === 'SCHOOL') audiences.push('SCHOOL');
  return audiences;
}

/** The products of one combination of transport modes ("bus + boat" is its own group). */
export type ProductGroup<P> = { key: string; modes: TransportMode[]; products: P[] };

/**
 * The products grouped by their combination of transport modes, in the order they come, the
 * modes in TRANSPORT_MODES order (a bus and boat pass once, under "Bus and boats"); a product of
 * no mode goes under the key 'other'. The reload page and step 1 of the order flow list them so.
 */
export function groupByModes<P extends { transportModes: readonly string[] }>(
  products: readonly P[],
): ProductGroup<P>[] {
  const groups = new Map<string, ProductGroup<P>>();
  for (const product of products) {
    const modes = TRANSPORT_MODES.filter((mode) => product.transportModes.includes(mode));
    const key = modes.join('+') || 'other';
    const group = groups.get(key) ?? { key, modes, products: [] };
    group.products.push(product);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** shop/catalog: the products on sale by transport mode (a bus + boat pass is under both). */
export const shopCatalogResponse = z.object({
  modes: z.array(
    z.object({
      mode: z.enum(TRANSPORT_MODES),
      name: z.string().describe('The mode’s name in the caller’s language'),
      products: z.array(shopProductSchema),
    }),
  ),
});
export type ShopCatalog = z.infer<typeof shopCatalogResponse>;

/** Actions/useCode: the action the mailed code was spent on (spec §3 action types). */
export const useCodeResponse = z.object({ action: z.enum(ACTION_TYPES) });
