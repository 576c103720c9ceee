/**
 * Row types of the table of modules/review, its one owner (apps/api/README.md): the claim an agent
 * takes on a document under review (decision 072), one per document, live until it expires.
 */
export type ReviewClaimsTable = {
  document_id: number;
  staff_identity_id: number;
  staff_email: string;
  claimed_at: string;
  expires_at: string;
};

export type ReviewDatabase = { review_claims: ReviewClaimsTable };
