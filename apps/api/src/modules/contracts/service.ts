/**
 * Contracts: the sales a card carries (passes, tickets), with their product. Owns the `contracts`
 * table: every read and write of it goes through here. Whose a contract is follows from its card,
 * which the cards module checks; this module knows no account.
 */
import {
  CONTRACT_STATUSES,
  isPostPaymentProduct,
  RENEWAL_INTERVAL_ENUM,
  TRANSPORT_MODES,
  type ContractStatus,
  type ContractView,
  type HeldPeriod,
  type Locale,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { jsonList } from '../../lib/json-list.js';
import { oneOf } from '../../lib/one-of.js';
import { today } from '../../lib/time.js';
import { findProducts } from '../catalog/service.js';
import {
  activatePendingContracts,
  copyContractTo,
  findContractRow,
  insertContractRow,
  listContractsOfCards,
  terminateContractRow,
} from './repo.js';

const isMode = oneOf(TRANSPORT_MODES);
const isStatus = oneOf(CONTRACT_STATUSES);
const isInterval = oneOf(RENEWAL_INTERVAL_ENUM);

/** A contract with what its product says of it. */
export type ContractRow = {
  id: number;
  mediaId: number;
  validFrom: string;
  validTo: string;
  status: string;
  renewalInterval: string | null;
  priceCents: number | null;
  createdAt: string;
  productId: number;
  shopItemId: number;
  nameFr: string;
  nameEn: string;
  productType: string;
  transportModes: string;
  productRenewalInterval: string | null;
  productPriceCents: number;
  /** The product's code and audience: what tells the post-payment fare (isPostPaymentProduct). */
  productCode: string;
  productAudience: string;
  /** When a TRANSFERRED contract moved to its copy: the old card's post-payment bill ends that day. */
  transferredAt: string | null;
};

type StoredContract = NonNullable<Awaited<ReturnType<typeof findContractRow>>>;

/** Joins each contract to its product (read from the catalogue); the order of `rows` is kept. */
async function withProducts(db: Db, rows: StoredContract[]): Promise<ContractRow[]> {
  const products = new Map(
    (
      await findProducts(
        db,
        rows.map((row) => row.product_id),
      )
    ).map((product) => [product.id, product]),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.product_id);
    if (!product) return [];
    return [
      {
        id: row.id,
        mediaId: row.media_id,
        validFrom: row.valid_from,
        validTo: row.valid_to,
        status: row.status,
        renewalInterval: row.renewal_interval,
        priceCents: row.price_cents,
        createdAt: row.created_at,
        productId: product.id,
        shopItemId: product.shop_item_id,
        nameFr: product.name_fr,
        nameEn: product.name_en,
        productType: product.product_type,
        transportModes: product.transport_modes,
        productRenewalInterval: product.renewal_interval,
        productPriceCents: product.price_cents,
        productCode: product.code,
        productAudience: product.audience,
        transferredAt: row.transferred_at,
      },
    ];
  });
}

/** The contracts of the cards given, newest period first. */
export async function contractsOfCards(db: Db, mediaIds: number[]): Promise<ContractRow[]> {
  return withProducts(db, await listContractsOfCards(db, mediaIds));
}

/** A contract by id, whoever holds its card: the caller checks the card (cards' ownedCard). */
export async function findContract(db: Db, id: number): Promise<ContractRow | undefined> {
  const row = await findContractRow(db, id);
  return row ? (await withProducts(db, [row]))[0] : undefined;
}

/** A sale or a pass past its last day has expired, whatever status it was stored with. */
export function effectiveStatus(stored: string, validTo: string, on: string): ContractStatus {
  const status = isStatus(stored) ? stored : 'EXPIRED';
  if ((status === 'ACTIVE' || status === 'PENDING_VALIDATION') && validTo < on) return 'EXPIRED';
  return status;
}

export function contractView(row: ContractRow, locale: Locale, on = today()): ContractView {
  const interval = row.renewalInterval ?? row.productRenewalInterval;
  return {
    id: row.id,
    productId: row.productId,
    shopItemId: row.shopItemId,
    name: locale === 'en' ? row.nameEn : row.nameFr,
    productType: row.productType,
    transportModes: jsonList(row.transportModes).filter(isMode),
    validFrom: row.validFrom,
    validTo: row.validTo,
    status: effectiveStatus(row.status, row.validTo, on),
    renewalInterval: isInterval(interval) ? interval : null,
  };
}

/** No renewal any more: the contract ends on `validTo`. */
export async function terminateContract(db: Db, id: number, validTo: string, now: string): Promise<void> {
  await terminateContractRow(db, id, validTo, now);
}

/**
 * Moves a contract to another card: a copy goes onto the new card and the original stays on the
 * old one as TRANSFERRED, naming its copy. Answers the copy's id. Run it in a transaction. A
 * contract no longer running (another move took it first) is 409 CONFLICT: it is never copied twice.
 */
export async function moveContract(db: Db, id: number, toMediaId: number, now: string): Promise<number> {
  const copyId = await copyContractTo(db, id, toMediaId, now);
  if (copyId === null) throw new AppError('CONFLICT');
  return copyId;
}

/**
 * The card's first validation settles its pending sales (spec §4): those still running become
 * ACTIVE. Answers their ids, in increasing order.
 */
export async function settlePendingSales(db: Db, mediaId: number, at: string): Promise<number[]> {
  const ids = await activatePendingContracts(db, mediaId, at, today());
  return ids.sort((a, b) => a - b);
}

/** The card's contracts still running on `on`: ACTIVE or waiting for a validation, not past their last day. */
export async function runningContracts(db: Db, mediaId: number, on = today()): Promise<ContractRow[]> {
  return (await contractsOfCards(db, [mediaId])).filter((row) => {
    const status = effectiveStatus(row.status, row.validTo, on);
    return status === 'ACTIVE' || status === 'PENDING_VALIDATION';
  });
}

/** A sale as an order puts it on a card (orders' fulfilment). */
export type NewContract = {
  mediaId: number;
  productId: number;
  validFrom: string;
  validTo: string;
  /** PENDING_VALIDATION until the card's first validation (spec §4); ACTIVE when nothing is to settle. */
  status: 'PENDING_VALIDATION' | 'ACTIVE';
  renewalInterval: string | null;
  /** What was paid for this period (0 for a gift). */
  priceCents: number;
};

/** Puts a sale on a card; answers the contract's id. Run it in the paying transaction. */
export function addContract(db: Db, contract: NewContract, at: string): Promise<number> {
  return insertContractRow(db, {
    media_id: contract.mediaId,
    product_id: contract.productId,
    valid_from: contract.validFrom,
    valid_to: contract.validTo,
    status: contract.status,
    created_at: at,
    renewal_interval: contract.renewalInterval,
    price_cents: contract.priceCents,
    settled_at: contract.status === 'ACTIVE' ? at : null,
    terminated_at: null,
    transferred_to_id: null,
    transferred_at: null,
  });
}

/**
 * The contracts of those ids with the copies a duplicate moved them to (a TRANSFERRED contract
 * names its copy on the new card), copies of copies included; each once, those missing left out.
 * Orders' usage billing follows a post-payment fare onto the card that replaced its card.
 */
export async function contractsWithCopies(db: Db, ids: number[]): Promise<ContractRow[]> {
  const rows: StoredContract[] = [];
  const seen = new Set<number>();
  const queue = [...ids];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const row = await findContractRow(db, id);
    if (!row) continue;
    rows.push(row);
    if (row.transferred_to_id !== null) queue.push(row.transferred_to_id);
  }
  return withProducts(db, rows);
}

/** A contract as the period rule reads it (packages/domain pass-periods.ts, decision 060). */
export function heldPeriod(row: ContractRow, on: string): HeldPeriod {
  return {
    validFrom: row.validFrom,
    validTo: row.validTo,
    status: effectiveStatus(row.status, row.validTo, on),
    transportModes: jsonList(row.transportModes).filter(isMode),
    renewalInterval: row.renewalInterval ?? row.productRenewalInterval,
    postPayment: isPostPaymentProduct({ code: row.productCode, audience: row.productAudience }),
  };
}

/**
 * The card's contracts still running on `on`, as the period rule reads them: what a new pass
 * follows (the shop and the orders module sell by it, fulfilment places a paid period by it), and
 * whether a pass waits for its first validation (spec §4: no other pass until it is settled).
 */
export async function heldPeriods(db: Db, mediaId: number, on = today()): Promise<HeldPeriod[]> {
  return (await runningContracts(db, mediaId, on)).map((row) => heldPeriod(row, on));
}
