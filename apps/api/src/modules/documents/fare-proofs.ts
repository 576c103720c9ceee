/**
 * The proofs behind reduced fares (docs/decisions/058-reduced-fares-and-proofs.md): what a card's
 * proofs on record say of a reduced fare (the shop lists and sells by it), the proofs a sale puts
 * on its contract with their review (orders' fulfilment), and what a verdict on a proof does to
 * the contracts it justifies: a refusal suspends them, every proof accepted accepts or reinstates
 * them. The proofs on record for a card are those its contracts were sold on (contracts module).
 */
import {
  FARE_PROOF_VALIDITY_DAYS,
  fareProofState,
  isReducedFare,
  type FareProofState,
  type ProofOnRecord,
  type ProofReview,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import {
  acceptContractProofs,
  contractsJustifiedBy,
  proofsOfCard,
  proofsOfContract,
  reinstateContract,
  suspendContract,
  type ContractRow,
} from '../contracts/service.js';
import { findDocuments, findSubmissionOfItem, listRequiredTypes, listSubmissionDocuments } from './repo.js';

/** A product as these rules read it. */
export type FareProduct = { id: number; audience: string };

async function onRecord(db: Db, documentIds: number[]): Promise<ProofOnRecord[]> {
  return (await findDocuments(db, documentIds))
    .filter((document) => document.type !== 'PHOTO')
    .map((document) => ({
      id: document.id,
      type: document.type,
      status: document.status,
      reviewedAt: document.reviewed_at,
    }));
}

async function stateOf(db: Db, product: FareProduct, documentIds: number[], on: string) {
  if (!isReducedFare(product.audience)) return null;
  return fareProofState(
    await listRequiredTypes(db, product.id),
    await onRecord(db, documentIds),
    on,
    FARE_PROOF_VALIDITY_DAYS[product.audience],
  );
}

/** What the card's proofs on record say of a reduced fare on `on`; null for a full fare. */
export async function fareProofOfCard(
  db: Db,
  mediaId: number,
  product: FareProduct,
  on: string,
): Promise<FareProofState | null> {
  if (!isReducedFare(product.audience)) return null;
  return (await stateOf(db, product, await proofsOfCard(db, mediaId), on))!.state;
}

/** The proofs currently submitted for an order item (a refused one replaced is not). */
async function submittedProofIds(db: Db, itemId: number): Promise<number[]> {
  const submission = await findSubmissionOfItem(db, itemId);
  if (!submission) return [];
  return (await listSubmissionDocuments(db, [submission.id]))
    .filter((row) => row.replaced_at === null && row.type !== 'PHOTO')
    .map((row) => row.id);
}

const REVIEW_OF: Record<FareProofState, ProofReview> = {
  ACCEPTED: 'ACCEPTED',
  PENDING: 'PENDING',
  REQUIRED: 'REFUSED',
};

/**
 * The proofs a paid sale puts on its contract and their review: a new card's, those submitted
 * for its item (kept on a full fare too, with no review: the card's record, e.g. the identity
 * that proves an age later); a reload's, the card's proofs on record that the reduced fare
 * counts. REFUSED: the proofs were refused between the order and its payment.
 */
export async function saleProofs(
  db: Db,
  sale: { mediaId: number; itemId: number; newCard: boolean; product: FareProduct },
  on: string,
): Promise<{ review: ProofReview | null; documentIds: number[] }> {
  const candidates = sale.newCard
    ? await submittedProofIds(db, sale.itemId)
    : await proofsOfCard(db, sale.mediaId);
  const state = await stateOf(db, sale.product, candidates, on);
  if (!state) return { review: null, documentIds: sale.newCard ? candidates : [] };
  return {
    review: REVIEW_OF[state.state],
    documentIds: sale.newCard ? candidates : state.documentIds,
  };
}

/** What a verdict did to the contracts its proof justified. */
export type VerdictOnContracts = {
  suspended: { contract: ContractRow; refundDueCents: number }[];
  reinstated: ContractRow[];
};

/**
 * After a verdict on a proof, in the review's transaction: each reduced fare it justifies is
 * SUSPENDED when one of its current proofs is refused (its unused days due back); when every
 * proof its product asks for is accepted, a fare pending review is ACCEPTED and a suspended one
 * (its refused proof replaced) runs again.
 */
export async function applyVerdict(db: Db, documentId: number, at: string): Promise<VerdictOnContracts> {
  const outcome: VerdictOnContracts = { suspended: [], reinstated: [] };
  for (const contract of await contractsJustifiedBy(db, documentId)) {
    if (contract.proofReview === null || !isReducedFare(contract.productAudience)) continue;
    const proofs = await onRecord(db, await proofsOfContract(db, contract.id));
    if (proofs.some((proof) => proof.status === 'INVALID')) {
      const refundDueCents = await suspendContract(db, contract, at);
      if (refundDueCents !== null) outcome.suspended.push({ contract, refundDueCents });
      continue;
    }
    const required = await listRequiredTypes(db, contract.productId);
    const valid = (type: string) => proofs.some((proof) => proof.type === type && proof.status === 'VALID');
    if (!required.every(valid) || proofs.some((proof) => proof.status !== 'VALID')) continue;
    if (contract.proofReview === 'PENDING') await acceptContractProofs(db, contract.id);
    else if (await reinstateContract(db, contract)) outcome.reinstated.push(contract);
  }
  return outcome;
}
