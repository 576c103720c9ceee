/**
 * Contracts: the sales a card carries (passes, tickets), with their product, and the proofs a
 * reduced fare was sold on (decision 058). Owns the `contracts` and `contract_proofs` tables:
 * every read and write of them goes through here. Whose a contract is follows from its card,
 * which the cards module checks; this module knows no account, and a proof only by its id.
 * One file past 300 lines because the module has no repo.ts yet: its queries and rules are each a
 * few lines; they move to contracts-repo.ts when the next change grows it.
 */
import {
  CONTRACT_STATUSES,
  isPostPaymentProduct,
  PROOF_REVIEWS,
  RENEWAL_INTERVAL_ENUM,
  TRANSPORT_MODES,
  unusedDaysRefundCents,
  type ContractStatus,
  type ContractView,
  type HeldPeriod,
  type Locale,
  type ProofReview,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { jsonList } from '../../lib/json-list.js';
import { oneOf } from '../../lib/one-of.js';
import { today } from '../../lib/time.js';
import { findProducts } from '../catalog/service.js';
import {
  acceptContractRow,
  activatePendingContracts,
  copyContractTo,
  findContractRow,
  insertContractProofs,
  insertContractRow,
  listContractIdsOfProof,
  listContractsOfCards,
  listCurrentProofs,
  listProofIdsOfCard,
  reinstateContractRow,
  replaceProofRows,
  suspendContractRow,
  terminateContractRow,
} from './repo.js';

const isMode = oneOf(TRANSPORT_MODES);
const isStatus = oneOf(CONTRACT_STATUSES);
const isInterval = oneOf(RENEWAL_INTERVAL_ENUM);
const isProofReview = oneOf(PROOF_REVIEWS);

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
  /** When its first validation settled it; null while it waits for one. */
  settledAt: string | null;
  /** The review of the proofs a reduced fare was sold on (decision 058); null for a full fare. */
  proofReview: ProofReview | null;
  suspendedAt: string | null;
  refundDueCents: number | null;
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
        settledAt: row.settled_at,
        proofReview: isProofReview(row.proof_review) ? row.proof_review : null,
        suspendedAt: row.suspended_at,
        refundDueCents: row.refund_due_cents,
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
    proofReview: row.proofReview,
    refundDueCents: row.status === 'SUSPENDED' ? row.refundDueCents : null,
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
  /**
   * A reduced fare (decision 058): the review of the proofs it is sold on and their ids; a full
   * fare may name proofs too (a new card's), with no review: they are the card's record.
   */
  proofReview?: ProofReview | null;
  proofDocumentIds?: number[];
};

/** Puts a sale on a card, with the proofs it is sold on; answers the contract's id. Run it in the paying transaction. */
export async function addContract(db: Db, contract: NewContract, at: string): Promise<number> {
  const id = await insertContractRow(db, {
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
    proof_review: contract.proofReview ?? null,
  });
  await insertContractProofs(db, id, contract.proofDocumentIds ?? []);
  return id;
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

/** The proofs on record for a card: those its contracts were sold on (decision 058), each once. */
export function proofsOfCard(db: Db, mediaId: number): Promise<number[]> {
  return listProofIdsOfCard(db, mediaId);
}

/** The contracts a proof currently justifies (a replaced one justifies nothing any more). */
export async function contractsJustifiedBy(db: Db, documentId: number): Promise<ContractRow[]> {
  const ids = await listContractIdsOfProof(db, documentId);
  const rows = await Promise.all(ids.map((id) => findContractRow(db, id)));
  return withProducts(
    db,
    rows.filter((row): row is StoredContract => row !== undefined),
  );
}

/** The current proofs of a contract. */
export async function proofsOfContract(db: Db, contractId: number): Promise<number[]> {
  return (await listCurrentProofs(db, [contractId])).map((row) => row.document_id);
}

/** A refused proof replaced by a new one: the contracts it justified now wait for the new one. */
export async function replaceContractProof(db: Db, refusedId: number, freshId: number, at: string) {
  await replaceProofRows(db, refusedId, freshId, at);
}

/**
 * A refused proof suspends a reduced fare still pending review and running (decision 058): from
 * `at`, its unused days at the price it was paid are due back. Answers that amount, or null when
 * there was nothing to suspend (already suspended, accepted, or no longer running).
 */
export async function suspendContract(db: Db, contract: ContractRow, at: string): Promise<number | null> {
  const refundDueCents = unusedDaysRefundCents(
    {
      validFrom: contract.validFrom,
      validTo: contract.validTo,
      priceCents: contract.priceCents ?? contract.productPriceCents,
    },
    at.slice(0, 10),
  );
  return (await suspendContractRow(db, contract.id, at, refundDueCents)) ? refundDueCents : null;
}

/** Every proof of a reduced fare pending review was accepted: it is sold plainly from now on. */
export function acceptContractProofs(db: Db, contractId: number): Promise<boolean> {
  return acceptContractRow(db, contractId);
}

/** A suspended contract whose replaced proofs were accepted runs again, to its own last day. */
export function reinstateContract(db: Db, contract: ContractRow): Promise<boolean> {
  return reinstateContractRow(db, contract.id, contract.settledAt !== null);
}
