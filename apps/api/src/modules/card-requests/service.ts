/**
 * Media/requestCard.json (spec §2 "Card request form", issue 10): the end of the six-step flow
 * makes a new-card request awaiting payment, and answers the cart items that pay it (the chosen
 * product and the card creation fee, type CARD_CREATION). The paid order issues the card
 * (`issueRequestedCard`, lifecycle.ts); an unpaid request is cancelled after two days, or with its
 * order.
 * Owns `card_requests` (docs/decisions/041-new-card-request.md).
 */
import {
  formatPriceCents,
  maxQuantityFor,
  reloadAudiences,
  type CallInput,
  type CardRequestCartItem,
  type CardRequestView,
  type Locale,
  type RequestCardResponse,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import {
  findProductOnSale,
  findProducts,
  networkAgency,
  productsOnSale,
  type Product,
} from '../catalog/service.js';
import { ownedPhotoDocument, usePhotoDocument } from '../documents/service.js';
import { shopProductView } from '../shop/service.js';
import {
  findAccountCardRequest,
  findCardRequest,
  holdOpenCardRequest,
  holdRequestAwaitingReview,
  insertCardRequest,
  listOverdueReviewRequests,
  type CardRequestRow,
} from './repo.js';

/** The product the catalogue sells as the card creation fee (seed-catalogue.ts). */
export const CARD_CREATION_FEE_CODE = 'CARD_CREATION_FEE';

type RequestCardBody = CallInput<'requestCard'>;

function holderName(row: Pick<CardRequestRow, 'holder_firstname' | 'holder_name'>): string {
  return `${row.holder_firstname} ${row.holder_name}`;
}

function requestView(row: CardRequestRow): CardRequestView {
  return {
    id: row.id,
    status:
      row.status === 'PAID' || row.status === 'CANCELLED' || row.status === 'AWAITING_REVIEW'
        ? row.status
        : 'AWAITING_PAYMENT',
    holderName: holderName(row),
    productId: row.product_id,
    feeProductId: row.fee_product_id,
    quantity: row.quantity,
    deliveryType: row.delivery_type === 'PICKUP' ? 'PICKUP' : 'SHIPPING',
    mediaId: row.media_id,
    createdAt: row.created_at,
  };
}

function cartItem(
  requestId: number,
  product: Product,
  priceCents: number,
  quantity: number,
  locale: Locale,
): CardRequestCartItem {
  const view = shopProductView(product, locale);
  return {
    type: 'CARD_CREATION',
    cardRequestId: requestId,
    shopItemId: view.shopItemId,
    shopItemPromoPrice: formatPriceCents(priceCents),
    installments: view.installments,
    ubiProductId: view.productId,
    quantity,
    name: view.name,
  };
}

/**
 * The product a new card for this holder may carry (decision 027's rule, as for a reload): on
 * sale on the caller's network, not a fee, and of an audience the holder has today. A holder of a
 * centre-issued category has none online. Else PRODUCT_NOT_FOR_HOLDER.
 */
async function productForHolder(
  db: Db,
  session: CurrentSession,
  input: RequestCardBody,
  today: string,
): Promise<Product> {
  const audiences: string[] = reloadAudiences(
    { category: input.holder.socioProfessionalCategory ?? null, birthdate: input.holder.birthdate },
    today,
  );
  const product = (await productsOnSale(db, session.networkId)).find(
    (candidate) =>
      candidate.shop_item_id === input.shopItemId &&
      candidate.product_type !== 'FEE' &&
      audiences.includes(candidate.audience),
  );
  if (!product) throw new AppError('PRODUCT_NOT_FOR_HOLDER');
  // Only tickets are bought by the dozen: two passes on one new card would overlap.
  if (input.quantity > maxQuantityFor(product.product_type)) throw new AppError('QUANTITY_NOT_ALLOWED');
  return product;
}

/**
 * Media/requestCard.json. The photo is checked first: another account's document answers 403
 * like a missing one, whatever else the body says.
 */
export async function requestCard(
  db: Db,
  session: CurrentSession,
  input: RequestCardBody,
  locale: Locale,
  now: Date = new Date(),
): Promise<RequestCardResponse> {
  await ownedPhotoDocument(db, session.accountId, input.photoDocumentId);
  const at = now.toISOString();
  const product = await productForHolder(db, session, input, at.slice(0, 10));
  const fee = await findProductOnSale(db, session.networkId, CARD_CREATION_FEE_CODE);
  // The catalogue sells no creation fee: no new card online, said in its own words (decision 061).
  if (!fee) throw new AppError('CARD_CREATION_FEE_UNAVAILABLE');
  const { delivery, holder, alerts, consents } = input;
  if (delivery.type === 'PICKUP' && !(await networkAgency(db, session.networkId, delivery.collectSiteId))) {
    throw new AppError('COLLECT_SITE_UNKNOWN');
  }
  const shipping = delivery.type === 'SHIPPING' ? delivery : null;
  const id = await db.transaction().execute(async (trx) => {
    const requestId = await insertCardRequest(trx, {
      account_id: session.accountId,
      network_id: session.networkId,
      product_id: product.id,
      fee_product_id: fee.id,
      price_cents: product.price_cents,
      fee_cents: fee.price_cents,
      quantity: input.quantity,
      for_self: input.forSelf ? 1 : 0,
      holder_gender: holder.gender,
      holder_name: holder.name,
      holder_firstname: holder.firstname,
      holder_birthdate: holder.birthdate,
      holder_category: holder.socioProfessionalCategory ?? null,
      holder_address1: holder.address1,
      holder_address2: holder.address2 || null,
      holder_zipcode: holder.zipcode,
      holder_city: holder.city,
      holder_country: holder.country,
      holder_mobile: holder.mobile,
      holder_landline: holder.landline || null,
      holder_email: holder.email ?? null,
      delivery_type: delivery.type,
      delivery_firstname: shipping?.firstname ?? null,
      delivery_lastname: shipping?.lastname ?? null,
      delivery_address1: shipping?.address.line1 ?? null,
      delivery_address2: shipping?.address.line2 || null,
      delivery_zipcode: shipping?.address.postalCode ?? null,
      delivery_city: shipping?.address.city ?? null,
      delivery_country: shipping?.address.country ?? null,
      collect_site_id: delivery.type === 'PICKUP' ? delivery.collectSiteId : null,
      photo_document_id: input.photoDocumentId,
      photo_consent: 1,
      consent_post: consents.post ? 1 : 0,
      consent_sms: consents.sms ? 1 : 0,
      consent_email: consents.email ? 1 : 0,
      alerts_email: alerts?.email ?? null,
      alerts_phone: alerts?.phone ?? null,
      alerts_delivery_mode: alerts?.deliveryMode ?? null,
      alerts_favorite_modes: alerts ? JSON.stringify([...new Set(alerts.favoriteModes)]) : null,
      alerts_favorite_lines: alerts ? JSON.stringify([...new Set(alerts.favoriteLines)]) : null,
      status: 'AWAITING_PAYMENT',
      media_id: null,
      created_at: at,
      closed_at: null,
    });
    // The photo is kept while the request waits (documents' retention), not 2 days from upload.
    await usePhotoDocument(trx, input.photoDocumentId, at);
    return requestId;
  });
  const row = await findCardRequest(db, id);
  if (!row) throw new AppError('CONFLICT');
  return {
    cardRequest: requestView(row),
    cartItems: [
      cartItem(id, product, row.price_cents, row.quantity, locale),
      cartItem(id, fee, row.fee_cents, 1, locale),
    ],
  };
}

/** What a CARD_CREATION item of a cart pays: the request's product at its price, or its fee. */
export type CardRequestToPay = {
  request: { id: number; holderName: string; priceCents: number; feeCents: number };
  product: Product;
  fee: Product;
};

/**
 * The caller's request of that id while it awaits payment, with its product and fee. Another
 * account's, a missing, a paid and a cancelled one are one answer: CARD_REQUEST_CLOSED.
 */
export async function cardRequestToPay(
  db: Db,
  session: CurrentSession,
  cardRequestId: number,
): Promise<CardRequestToPay> {
  const row = await findAccountCardRequest(db, session.accountId, cardRequestId);
  if (row?.status !== 'AWAITING_PAYMENT') throw new AppError('CARD_REQUEST_CLOSED');
  const products = await findProducts(db, [row.product_id, row.fee_product_id]);
  const product = products.find((candidate) => candidate.id === row.product_id);
  const fee = products.find((candidate) => candidate.id === row.fee_product_id);
  if (!product || !fee) throw new AppError('CARD_REQUEST_CLOSED');
  return {
    request: {
      id: row.id,
      holderName: holderName(row),
      priceCents: row.price_cents,
      feeCents: row.fee_cents,
    },
    product,
    fee,
  };
}

/**
 * Whether the request still awaits payment for that account, holding it until the caller's
 * transaction ends (orders, in the paying transaction, before taking the money for it).
 */
export function holdOpenCardRequestFor(db: Db, requestId: number, accountId: number): Promise<boolean> {
  return holdOpenCardRequest(db, requestId, accountId);
}

/** Whether the request waits for review, its row held until the caller's transaction ends. */
export function holdRequestInReview(db: Db, requestId: number): Promise<boolean> {
  return holdRequestAwaitingReview(db, requestId);
}

/** The requests waiting for review since before `before` (paid then), for the 30-day job. */
export function overdueReviewRequests(db: Db, before: string, limit = 500) {
  return listOverdueReviewRequests(db, before, limit);
}

export {
  awaitCardReview,
  cancelOverdueReview,
  cancelCardRequest,
  cancelStaleCardRequests,
  issueRequestedCard,
  runCardRequestsExpiry,
  UNPAID_REQUEST_DAYS,
} from './lifecycle.js';
export { cardRequestsForExport, eraseCardRequestsOfAccounts } from './erasure.js';

/**
 * How the card of a request reaches its holder (decision 074): SHIPPING to the delivery address,
 * or PICKUP at the agency `collectSiteId`; undefined for a missing request.
 */
export async function deliveryOfRequest(
  db: Db,
  requestId: number,
): Promise<{ type: 'SHIPPING' | 'PICKUP'; collectSiteId: number | null } | undefined> {
  const row = await findCardRequest(db, requestId);
  if (!row) return undefined;
  return { type: row.delivery_type === 'PICKUP' ? 'PICKUP' : 'SHIPPING', collectSiteId: row.collect_site_id };
}
