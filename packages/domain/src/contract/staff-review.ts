/**
 * The contract of the review queue (calls-staff-review.ts, decision 072): the documents awaiting
 * review with who holds them, the claim an agent takes on one, and its bytes for the back office.
 */
import { z } from 'zod';
import { idField, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

/** The reasons a proof is refused for (OTHER says why in words, in `reason`). */
export const REFUSAL_REASONS = ['UNREADABLE', 'EXPIRED', 'WRONG_PERSON', 'NOT_ELIGIBLE', 'OTHER'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** How long a claim on a document holds it for its agent. */
export const REVIEW_CLAIM_MINUTES = 15;

export const reviewHolderSchema = z
  .object({
    identityId: z.number().int(),
    email: z.string(),
    expiresAt: z.string().describe('The claim ends then, unless renewed'),
  })
  .describe('The agent who holds the item, while the claim is live');

export const reviewItemSchema = z.object({
  documentId: z.number().int(),
  type: z.string().describe('IDENTITY, ENTITLEMENT_LETTER, …'),
  mimeType: z.string(),
  fileName: z.string(),
  createdAt: z.string().describe('When it was uploaded, ISO 8601'),
  ageMinutes: z.number().int().describe('How long it has waited'),
  holder: z.object({ accountId: z.number().int(), name: z.string() }).describe('Whose document it is'),
  orderId: z.number().int(),
  orderReference: z.string(),
  claim: reviewHolderSchema.nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const STAFF_REVIEW_CONTRACT = {
  reviewQueue: {
    request: sessionRequest({}),
    response: z.object({ items: z.array(reviewItemSchema).describe('Oldest first') }),
  },
  claimReview: {
    request: sessionRequest({
      documentId: idField,
      takeOver: z.boolean().optional().describe('Take the item from the agent who holds it'),
    }),
    response: z.object({
      item: reviewItemSchema,
      held: z.boolean().describe('The caller holds it now; false: another agent does (see claim)'),
    }),
  },
  reviewDocumentFile: { request: sessionRequest({ documentId: idField }), response: BYTES },
} as const satisfies AreaContract;
