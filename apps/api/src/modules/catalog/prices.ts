/** A product's terms in force on a day: its price, instalment options and audience (decision 076). */
import type { Db } from '../../db/index.js';
import { today } from '../../lib/time.js';
import { listProductPrices } from './repo.js';

/**
 * The one function every reader of a product's price goes through (decision 076): each product
 * with `price_cents` the price in force on `day` (the network's day, YYYY-MM-DD): its latest
 * price scheduled from that day or before, else the catalogue's first price; its instalment
 * options and audience (the eligibility rule) likewise, from the latest change that set them. An order stores the
 * amounts it was made with; this is for what is being priced now.
 */
type PricedProduct = { id: number; price_cents: number; installments: string; audience: string };
type PriceRow = {
  product_id: number;
  effective_from: string;
  price_cents: number;
  installments: string | null;
  audience: string | null;
};

/**
 * The one rule every reader of a product's price goes through (decision 076): each product with
 * `price_cents` the price in force on `day` (the network's day, YYYY-MM-DD): its latest price
 * scheduled from that day or before, else the catalogue's first price; its instalment options and
 * audience (the eligibility rule) likewise, from the latest change that set them. `prices` are the
 * products' scheduled rows in `effective_from` order. An order stores the amounts it was made
 * with; this is for what is being priced now.
 */
export function pricesInForce<P extends PricedProduct>(
  products: P[],
  prices: PriceRow[],
  day: string = today(),
): P[] {
  return products.map((product) => {
    const rows = prices.filter((row) => row.product_id === product.id && row.effective_from <= day);
    const latest = rows.at(-1);
    if (!latest) return product;
    // Each term from the latest change that set it (a change may leave instalments and audience).
    const installments = rows.findLast((row) => row.installments !== null)?.installments;
    const audience = rows.findLast((row) => row.audience !== null)?.audience;
    return {
      ...product,
      price_cents: latest.price_cents,
      installments: installments ?? product.installments,
      audience: audience ?? product.audience,
    };
  });
}

/** `pricesInForce` of products already read, their scheduled prices read by one more query. */
export async function withPricesInForce<P extends PricedProduct>(
  db: Db,
  products: P[],
  day: string = today(),
): Promise<P[]> {
  const prices = await listProductPrices(
    db,
    products.map((product) => product.id),
  );
  return pricesInForce(products, prices, day);
}
