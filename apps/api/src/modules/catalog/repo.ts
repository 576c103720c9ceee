/** The networks with their transport modes, the catalogue's products and the agencies. */
import type { Db } from '../../db/index.js';

export function listProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}

export function findActiveProductByCode(db: Db, networkId: number, code: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The network's first agency: the one named on its documents. */
export function findMainAgency(db: Db, networkId: number) {
  return db
    .selectFrom('agencies')
    .selectAll()
    .where('network_id', '=', networkId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

export function findNetworkRow(db: Db, id: number) {
  return db.selectFrom('networks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listNetworks(db: Db) {
  return db.selectFrom('networks').selectAll().orderBy('id').execute();
}

export function listTransportModes(db: Db) {
  return db.selectFrom('transport_modes').selectAll().orderBy('network_id').orderBy('position').execute();
}

/** The network a portal domain belongs to (a lower-case host name without port). */
export function findNetworkIdByDomain(db: Db, domain: string) {
  return db
    .selectFrom('network_domains')
    .select('network_id')
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** A network's agencies, first the main one. */
export function listAgencies(db: Db, networkId: number) {
  return db.selectFrom('agencies').selectAll().where('network_id', '=', networkId).orderBy('id').execute();
}

/** The opening spans of those agencies, by weekday then opening time. */
export function listOpeningHours(db: Db, agencyIds: number[]) {
  if (agencyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('agency_opening_hours')
    .selectAll()
    .where('agency_id', 'in', agencyIds)
    .orderBy('agency_id')
    .orderBy('weekday')
    .orderBy('opens')
    .execute();
}

export function listSchools(db: Db, networkId: number) {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'city', 'kind'])
    .where('network_id', '=', networkId)
    .orderBy('id')
    .execute();
}

/** An agency of the network (a new card's pickup site), or undefined. */
export function findNetworkAgency(db: Db, networkId: number, agencyId: number) {
  return db
    .selectFrom('agencies')
    .select(['id', 'name'])
    .where('network_id', '=', networkId)
    .where('id', '=', agencyId)
    .executeTakeFirst();
}

/** The prices scheduled for those products, by product then day (decision 076). */
export function listProductPrices(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_prices')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('effective_from')
    .execute();
}

const SCHEDULED_PRICE = [
  'product_prices.effective_from as scheduled_from',
  'product_prices.price_cents as scheduled_price_cents',
  'product_prices.installments as scheduled_installments',
  'product_prices.audience as scheduled_audience',
] as const;

type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

/**
 * Products with their scheduled prices in one statement (a hot read: getCards, the cart): the
 * products left-joined with their `product_prices`, split back into the products and the rows.
 */
function splitScheduledPrices(
  rows: (ProductRow & {
    scheduled_from: string | null;
    scheduled_price_cents: number | null;
    scheduled_installments: string | null;
    scheduled_audience: string | null;
  })[],
) {
  const products = new Map<number, ProductRow>();
  const prices = [];
  for (const {
    scheduled_from,
    scheduled_price_cents,
    scheduled_installments,
    scheduled_audience,
    ...product
  } of rows) {
    if (!products.has(product.id)) products.set(product.id, product);
    if (scheduled_from !== null && scheduled_price_cents !== null) {
      prices.push({
        product_id: product.id,
        effective_from: scheduled_from,
        price_cents: scheduled_price_cents,
        installments: scheduled_installments,
        audience: scheduled_audience,
      });
    }
  }
  return { products: [...products.values()], prices };
}

/** Products joined with their scheduled prices, in product then effective-day order. */
function productsWithScheduledPrices(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('product_prices', 'product_prices.product_id', 'products.id')
    .selectAll('products')
    .select(SCHEDULED_PRICE)
    .orderBy('products.id')
    .orderBy('product_prices.effective_from');
}

/** `listProducts` with each product's scheduled prices, in one statement. */
export async function listProductsWithPrices(db: Db, ids: number[]) {
  if (ids.length === 0) return { products: [], prices: [] };
  return splitScheduledPrices(
    await productsWithScheduledPrices(db).where('products.id', 'in', ids).execute(),
  );
}

/** The products a network has on sale (active), in catalogue order, with their scheduled prices, in one statement. */
export async function listActiveProductsWithPrices(db: Db, networkId: number) {
  return splitScheduledPrices(
    await productsWithScheduledPrices(db)
      .where('products.network_id', '=', networkId)
      .where('products.active', '=', 1)
      .execute(),
  );
}

/** One price from a day; a second one for the same product and day replaces the first. */
export async function upsertProductPrice(
  db: Db,
  row: {
    product_id: number;
    effective_from: string;
    price_cents: number;
    installments: string | null;
    audience: string | null;
    created_at: string;
    created_by: string;
  },
) {
  await db
    .insertInto('product_prices')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['product_id', 'effective_from']).doUpdateSet({
        price_cents: row.price_cents,
        installments: row.installments,
        audience: row.audience,
        created_at: row.created_at,
        created_by: row.created_by,
      }),
    )
    .execute();
}

/** Every product of a network, on sale or not, in catalogue order. */
export function listNetworkProducts(db: Db, networkId: number) {
  return db.selectFrom('products').selectAll().where('network_id', '=', networkId).orderBy('id').execute();
}

export function updateAgencyRow(
  db: Db,
  agencyId: number,
  values: {
    name: string;
    address1: string;
    address2: string | null;
    zipcode: string;
    city: string;
    phone: string;
    email: string | null;
  },
) {
  return db.updateTable('agencies').set(values).where('id', '=', agencyId).executeTakeFirst();
}

/** The agency's week, replaced whole: its spans deleted, the new ones written. */
export async function replaceOpeningHours(
  db: Db,
  agencyId: number,
  spans: readonly { weekday: number; opens: string; closes: string }[],
) {
  await db.deleteFrom('agency_opening_hours').where('agency_id', '=', agencyId).execute();
  if (spans.length === 0) return;
  await db
    .insertInto('agency_opening_hours')
    .values(spans.map((span) => ({ agency_id: agencyId, ...span })))
    .execute();
}
