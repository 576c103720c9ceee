/**
 * What the back office changes of the catalogue (decision 076): every product with its price in
 * force and the prices scheduled after today, a price scheduled from a day, and the main agency's
 * address and week. The audit entry is the caller's (catalogue-admin), in the same transaction.
 */
import { addDays, type OpeningHours, type StaffAgency, type StaffProduct } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import {
  findMainAgency,
  listNetworkProducts,
  listOpeningHours,
  listProductPrices,
  replaceOpeningHours,
  updateAgencyRow,
  upsertProductPrice,
} from './repo.js';
import { jsonList } from '../../lib/json-list.js';
import { withPricesInForce } from './prices.js';

const countsOf = (json: string) =>
  jsonList(json).filter((count): count is number => typeof count === 'number' && Number.isInteger(count));

/** Every product of the network, on sale or not, with its terms on `day` and the changes after it. */
export async function staffProducts(db: Db, networkId: number, day: string): Promise<StaffProduct[]> {
  const products = await listNetworkProducts(db, networkId);
  const inForceNow = await withPricesInForce(db, products, day);
  const prices = await listProductPrices(
    db,
    products.map((product) => product.id),
  );
  return products.map((product, index) => {
    const own = prices.filter((row) => row.product_id === product.id);
    const inForce = own.filter((row) => row.effective_from <= day).at(-1);
    const current = inForceNow[index] ?? product;
    return {
      id: product.id,
      code: product.code,
      shopItemId: product.shop_item_id,
      nameFr: product.name_fr,
      nameEn: product.name_en,
      productType: product.product_type,
      audience: current.audience,
      installments: countsOf(current.installments),
      active: product.active === 1,
      currentPriceCents: current.price_cents,
      currentSince: inForce ? inForce.effective_from : null,
      scheduled: own
        .filter((row) => row.effective_from > day)
        .map((row) => ({
          priceCents: row.price_cents,
          effectiveFrom: row.effective_from,
          installments: row.installments === null ? null : countsOf(row.installments),
          audience: row.audience,
          createdAt: row.created_at,
          createdBy: row.created_by,
        })),
    };
  });
}

/**
 * A product's price from a day (today or later: a day gone by would rewrite what was sold then);
 * answers the product before and after, for the audit entry. NOT_FOUND for another network's.
 */
export async function scheduleProductPrice(
  db: Db,
  input: {
    networkId: number;
    productId: number;
    priceCents: number;
    effectiveFrom: string;
    installments?: number[] | null | undefined;
    audience?: string | null | undefined;
    by: string;
  },
  day: string,
): Promise<{ before: StaffProduct; after: StaffProduct }> {
  if (input.effectiveFrom < day)
    throw new AppError('VALIDATION_ERROR', { effectiveFrom: 'validation.invalidValue' });
  if (input.effectiveFrom > addDays(day, 3 * 366)) {
    throw new AppError('VALIDATION_ERROR', { effectiveFrom: 'validation.invalidValue' });
  }
  const find = async () =>
    (await staffProducts(db, input.networkId, day)).find((product) => product.id === input.productId);
  const before = await find();
  if (!before) throw new AppError('NOT_FOUND');
  await upsertProductPrice(db, {
    product_id: input.productId,
    effective_from: input.effectiveFrom,
    price_cents: input.priceCents,
    installments: input.installments ? JSON.stringify([...input.installments].sort((a, b) => a - b)) : null,
    audience: input.audience ?? null,
    created_at: isoNow(),
    created_by: input.by,
  });
  const after = await find();
  if (!after) throw new AppError('NOT_FOUND');
  return { before, after };
}

/** The agency named on the network's pages and invoices, with its week. */
export async function staffAgency(db: Db, networkId: number): Promise<StaffAgency> {
  const agency = await findMainAgency(db, networkId);
  const hours = await listOpeningHours(db, [agency.id]);
  return {
    id: agency.id,
    name: agency.name,
    address1: agency.address1,
    address2: agency.address2,
    zipcode: agency.zipcode,
    city: agency.city,
    phone: agency.phone,
    email: agency.email,
    openingHours: hours.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
  };
}

/** The main agency's address and week, replaced; invoices issued keep what they printed (frozen content). */
export async function updateMainAgency(
  db: Db,
  networkId: number,
  values: Omit<StaffAgency, 'id' | 'openingHours'> & { openingHours: OpeningHours[] },
): Promise<{ before: StaffAgency; after: StaffAgency }> {
  const before = await staffAgency(db, networkId);
  const { openingHours, ...address } = values;
  await updateAgencyRow(db, before.id, address);
  await replaceOpeningHours(db, before.id, openingHours);
  return { before, after: await staffAgency(db, networkId) };
}
