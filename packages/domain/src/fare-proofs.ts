/**
 * Reduced fares rest on proofs, not on what the passenger types (docs/decisions/058): which fares
 * are reduced, what a card's proofs say of one on a day, and what the unused days of a contract a
 * refused proof suspended are worth. Pure rules, shared by the api (sale, review) and the portal.
 */

/**
 * The audiences whose price comes from the holder's age or situation (decision 027): the under-26,
 * solidarity (job seekers, the unemployed) and school passes. ALL and POST_PAYMENT are full fares.
 */
export const REDUCED_FARE_AUDIENCES = ['UNDER_26', 'SOLIDARITY', 'SCHOOL'] as const;
export type ReducedFareAudience = (typeof REDUCED_FARE_AUDIENCES)[number];

export function isReducedFare(audience: string): audience is ReducedFareAudience {
  return (REDUCED_FARE_AUDIENCES as readonly string[]).includes(audience);
}

/**
 * How long an accepted proof opens its fare, in days after its review; null: for good. An age
 * does not change (and the birth date is locked online); a situation (a job seeker's letter, a
 * school year) is proven again each year, as a ticket office asks.
 */
export const FARE_PROOF_VALIDITY_DAYS: Record<ReducedFareAudience, number | null> = {
  UNDER_26: null,
  SOLIDARITY: 365,
  SCHOOL: 365,
};

/**
 * The review of the proofs a contract was sold on (`proofReview` of a contract): PENDING until
 * the mobility centre has seen them all, ACCEPTED, or REFUSED (the contract is SUSPENDED).
 */
export const PROOF_REVIEWS = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
export type ProofReview = (typeof PROOF_REVIEWS)[number];

/**
 * What a card's proofs say of a reduced fare today (`fareProof` of a product listed for a card):
 * ACCEPTED, sold plainly; PENDING, sold pending review (a refusal suspends it); REQUIRED, not
 * sold online: a proof is missing, refused, or too old.
 */
export const FARE_PROOF_STATES = ['ACCEPTED', 'PENDING', 'REQUIRED'] as const;
export type FareProofState = (typeof FARE_PROOF_STATES)[number];

export type ProofOnRecord = {
  id: number;
  type: string;
  /** PENDING, VALID or INVALID (DOCUMENT_STATUSES). */
  status: string;
  /** YYYY-MM-DD… of the review; null while PENDING. */
  reviewedAt: string | null;
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000);
}

/**
 * The state of a reduced fare whose product asks for the `required` proof types, given the
 * proofs on record for the card on `on` (YYYY-MM-DD): for each type the newest proof counts (a
 * newer refused one undoes an older accepted one). ACCEPTED when each is VALID and, with a
 * validity, reviewed at most that many days before `on`; REQUIRED when one is missing, INVALID
 * or too old; PENDING otherwise. `documentIds`: the proofs counted, by type order.
 */
export function fareProofState(
  required: readonly string[],
  proofs: readonly ProofOnRecord[],
  on: string,
  validityDays: number | null,
): { state: FareProofState; documentIds: number[] } {
  const counted = required.map(
    (type) =>
      proofs.filter((proof) => proof.type === type).sort((a, b) => b.id - a.id)[0] as
        ProofOnRecord | undefined,
  );
  const documentIds = counted.flatMap((proof) => (proof ? [proof.id] : []));
  const stale = (proof: ProofOnRecord) =>
    validityDays !== null && proof.reviewedAt !== null && daysBetween(proof.reviewedAt, on) > validityDays;
  if (
    counted.some(
      (proof) => !proof || proof.status === 'INVALID' || (proof.status === 'VALID' && stale(proof)),
    )
  )
    return { state: 'REQUIRED', documentIds };
  if (counted.every((proof) => proof!.status === 'VALID')) return { state: 'ACCEPTED', documentIds };
  return { state: 'PENDING', documentIds };
}

/**
 * What the unused days of a contract are worth when it is suspended on `from` (YYYY-MM-DD): the
 * price paid, shared over the days of its period (first and last included), for the days from
 * `from` to its last day, rounded down to the cent. Nothing once it ended; everything when it had
 * not begun.
 */
export function unusedDaysRefundCents(
  contract: { validFrom: string; validTo: string; priceCents: number },
  from: string,
): number {
  const total = daysBetween(contract.validFrom, contract.validTo) + 1;
  if (total <= 0 || contract.priceCents <= 0) return 0;
  const start = from < contract.validFrom ? contract.validFrom : from;
  const unused = Math.max(0, daysBetween(start, contract.validTo) + 1);
  return Math.floor((contract.priceCents * unused) / total);
}
