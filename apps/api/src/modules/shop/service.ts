/**
 * The shop: the catalogue as it is sold (spec §7 Products/*, shop/catalog) and the reload rule of
 * a card (spec §4, §8; docs/decisions/027). No tables: products are the catalog module's, cards and
 * their contracts the cards and contracts modules'. The orders module prices and sells through
 * `productForReload`, so the rule the portal lists by is the rule the server sells by.
 */
import {
  formatPriceCents,
  isPostPaymentProduct,
  planCart,
  POST_PAYMENT_FARE_CODE,
  reloadAudiences,
  RENEWAL_INTERVAL_ENUM,
  TRANSPORT_MODES,
  type Locale,
  type PeriodProduct,
  type PeriodRefusal,
  type ShopCatalog,
  type ShopProduct,
  type TransportMode,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { jsonList } from '../../lib/json-list.js';
import { oneOf } from '../../lib/one-of.js';
import { today } from '../../lib/time.js';
import { cardById, cardForOrder, isCardExpired, ownedCard, type CardForOrder } from '../cards/service.js';
import {
  findNetwork,
  findProductOnSale,
  findProducts,
  productsOnSale,
  transportModesOf,
  type Product,
} from '../catalog/service.js';
import { heldPeriods } from '../contracts/service.js';
import { fareProofOfCard } from '../documents/service.js';
import { pictogramSvg } from './pictogram.js';

const isMode = oneOf(TRANSPORT_MODES);
const isInterval = oneOf(RENEWAL_INTERVAL_ENUM);

/** A catalogue product row (the catalog module's). */
export type ProductRow = Product;

/** The card of an order's item, as the order and its invoice name it. */
export type CardRowForOrder = CardForOrder;

/** The transport modes a product serves, as stored (a JSON list); unknown codes are left out. */
export function productModes(product: Pick<Product, 'transport_modes'>): TransportMode[] {
  return jsonList(product.transport_modes).filter(isMode);
}

/**
 * A catalogue product as the shop answers it, named in the caller's language: the spec's record
 * (productType.productTypeId, one shop item) with the cart's flat fields (decision 064).
 */
export function shopProductView(product: Product, locale: Locale): ShopProduct {
  const installments = jsonList(product.installments).filter(
    (count): count is number => typeof count === 'number' && Number.isInteger(count),
  );
  const shopItem = {
    shopItemId: product.shop_item_id,
    shopItemPromoPrice: formatPriceCents(product.price_cents),
    priceCents: product.price_cents,
    installments: installments.length > 0 ? installments : [1],
  };
  return {
    productId: product.id,
    ...shopItem,
    name: locale === 'en' ? product.name_en : product.name_fr,
    productType: { productTypeId: product.product_type },
    shopItem: [shopItem],
    transportModes: productModes(product),
    renewalInterval: isInterval(product.renewal_interval) ? product.renewal_interval : null,
    audience: product.audience,
    postPayment: isPostPaymentProduct(product),
    fareProof: null,
  };
}

/** What a card can carry: a fee is bought with a request (a duplicate, a new card), never loaded. */
function isLoadable(product: Product): boolean {
  return product.product_type !== 'FEE';
}

/** The id of the post-payment fare a network sells (spec §9), or null when it sells none. */
export async function postPaymentFareId(db: Db, networkId: number): Promise<number | null> {
  return (await findProductOnSale(db, networkId, POST_PAYMENT_FARE_CODE))?.id ?? null;
}

/**
 * The card and the products it may be reloaded with today (decision 027), each reduced fare with
 * what the card's proofs say of it (decision 058), or the refusal:
 * FORBIDDEN (not the caller's card, or none), CARD_EXPIRED, NO_PRODUCT_FOR_CONTRACT (none fits the
 * holder). A pass waiting for its first validation blocks another pass, never a ticket: that is
 * the period rule of the cart (reloadPeriodsRefusal, decision 060), not a refusal of the card.
 */
async function reloadOffer(db: Db, session: CurrentSession, mediaId: number) {
  const card = await ownedCard(db, session, mediaId);
  const on = today();
  if (isCardExpired(card, on)) throw new AppError('CARD_EXPIRED');
  const audiences: string[] = reloadAudiences(
    { category: card.holder_category, birthdate: card.holder_birthdate },
    on,
  );
  const products = (await productsOnSale(db, card.network_id)).filter(
    (product) => isLoadable(product) && audiences.includes(product.audience),
  );
  if (products.length === 0) throw new AppError('NO_PRODUCT_FOR_CONTRACT');
  const offered = await Promise.all(
    products.map(async (product) => ({
      product,
      fareProof: await fareProofOfCard(db, card.id, product, on),
    })),
  );
  return { card, offered };
}

/** Products/getProducts.json with a mediaId: what this card can be reloaded with. */
export async function reloadableProducts(
  db: Db,
  session: CurrentSession,
  mediaId: number,
  locale: Locale,
): Promise<ShopProduct[]> {
  const { offered } = await reloadOffer(db, session, mediaId);
  return offered.map(({ product, fareProof }) => ({ ...shopProductView(product, locale), fareProof }));
}

/**
 * The card and catalogue product of a CARD_RELOAD item, checked as getProducts lists them; a shop
 * item this card cannot take (a fee, another audience's product, an unknown one) is
 * PRODUCT_NOT_FOR_CARD; a reduced fare without a proof on record that is not refused nor too old
 * is FARE_PROOF_REQUIRED: the category typed online proves nothing (decision 058).
 */
export async function productForReload(
  db: Db,
  session: CurrentSession,
  mediaId: number,
  shopItemId: number,
): Promise<{ card: CardRowForOrder; product: ProductRow }> {
  const { card, offered } = await reloadOffer(db, session, mediaId);
  const found = offered.find((candidate) => candidate.product.shop_item_id === shopItemId);
  if (!found) throw new AppError('PRODUCT_NOT_FOR_CARD');
  if (found.fareProof === 'REQUIRED') throw new AppError('FARE_PROOF_REQUIRED');
  return { card: cardForOrder(card), product: found.product };
}

/** A product as the period rule reads it: its modes, renewal interval, and whether it is the post-payment fare. */
export function periodProduct(
  product: Pick<Product, 'transport_modes' | 'renewal_interval' | 'code' | 'audience'>,
): PeriodProduct {
  return {
    transportModes: productModes(product),
    renewalInterval: isInterval(product.renewal_interval) ? product.renewal_interval : null,
    postPayment: isPostPaymentProduct(product),
  };
}

/** A reload of a cart or an order as the period rule reads it: its card (null: not issued yet), product, quantity. */
export type ReloadLine = { mediaId: number | null; product: PeriodProduct; quantity: number };

/**
 * The period rule over the reloads of one cart or order, on `on` (packages/domain planCart,
 * decision 060), against what each card holds now: null when every line can be placed, else the
 * first line refused and why (SUBSCRIPTION_ALREADY_IN_CART, SALE_NOT_SETTLED, CARD_ALREADY_COVERED).
 */
export async function reloadPeriodsRefusal(
  db: Db,
  lines: readonly ReloadLine[],
  on: string,
): Promise<{ index: number; refusal: PeriodRefusal } | null> {
  const mediaIds = [...new Set(lines.flatMap((line) => (line.mediaId === null ? [] : [line.mediaId])))];
  const cards = await Promise.all(
    mediaIds.map(async (mediaId) => ({
      mediaId,
      held: await heldPeriods(db, mediaId, on),
      validityEnd: (await cardById(db, mediaId))?.validity_end,
    })),
  );
  const byCard = new Map(cards.map((card) => [card.mediaId, card]));
  const plan = planCart(
    lines,
    (mediaId) => byCard.get(mediaId)?.held ?? [],
    on,
    (mediaId) => byCard.get(mediaId)?.validityEnd,
  );
  return plan.ok ? null : { index: plan.index, refusal: plan.refusal };
}

/** The error a refusal of the period rule answers: CARD_ALREADY_COVERED names the day the card is covered until. */
export function periodRefusalError(refusal: PeriodRefusal): AppError {
  return refusal.code === 'CARD_ALREADY_COVERED'
    ? new AppError(refusal.code, undefined, { values: { coveredUntil: refusal.coveredUntil } })
    : new AppError(refusal.code);
}

/** Throws the refusal of the period rule for these reloads, if any (reloadPeriodsRefusal). */
export async function assertReloadPeriods(db: Db, lines: readonly ReloadLine[], on: string): Promise<void> {
  const refused = await reloadPeriodsRefusal(db, lines, on);
  if (refused) throw periodRefusalError(refused.refusal);
}

/** Products/getProducts.json without a mediaId: every product a card of the network can carry. */
export async function networkProducts(db: Db, networkId: number, locale: Locale): Promise<ShopProduct[]> {
  return (await productsOnSale(db, networkId))
    .filter(isLoadable)
    .map((product) => shopProductView(product, locale));
}

async function existingNetwork(db: Db, networkId: number): Promise<number> {
  if (!(await findNetwork(db, networkId))) throw new AppError('NETWORK_NOT_FOUND');
  return networkId;
}

/** Products/getUniversalProducts.json: what anyone may buy, whatever the holder (audience ALL). */
export async function universalProducts(db: Db, networkId: number, locale: Locale): Promise<ShopProduct[]> {
  return (await productsOnSale(db, await existingNetwork(db, networkId)))
    .filter((product) => isLoadable(product) && product.audience === 'ALL')
    .map((product) => shopProductView(product, locale));
}

/**
 * shop/catalog: the loadable products on sale by transport mode, in the network's order of modes;
 * a product serving two modes is under both, a mode without product is left out.
 */
export async function shopCatalog(db: Db, networkId: number, locale: Locale): Promise<ShopCatalog> {
  const [modes, products] = await Promise.all([
    transportModesOf(db, await existingNetwork(db, networkId)),
    productsOnSale(db, networkId),
  ]);
  const loadable = products.filter(isLoadable);
  return {
    modes: modes.flatMap((mode) => {
      const served = loadable.filter((product) => productModes(product).includes(mode.code));
      if (served.length === 0) return [];
      return [
        {
          mode: mode.code,
          name: locale === 'en' ? mode.nameEn : mode.nameFr,
          products: served.map((product) => shopProductView(product, locale)),
        },
      ];
    }),
  };
}

/**
 * Products/media: the pictogram of a product (on sale or not) as an SVG document, named by the
 * product and its modes in the caller's language; NOT_FOUND when there is no such product.
 */
export async function productPictogram(db: Db, productId: number, locale: Locale): Promise<string> {
  const [product] = await findProducts(db, [productId]);
  if (!product) throw new AppError('NOT_FOUND');
  const modes = productModes(product);
  const names = (await transportModesOf(db, product.network_id))
    .filter((mode) => modes.includes(mode.code))
    .map((mode) => (locale === 'en' ? mode.nameEn : mode.nameFr));
  const name = locale === 'en' ? product.name_en : product.name_fr;
  return pictogramSvg(modes, names.length > 0 ? `${name} (${names.join(', ')})` : name);
}
