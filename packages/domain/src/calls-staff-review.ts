/**
 * The calls of one area of the table (calls.ts): the review queue of the mobility centre (issue
 * 25, decision 072). The verdict itself stays Staff/reviewDocument.json (calls-documents.ts).
 */
import type { Call } from './calls.js';

export const STAFF_REVIEW_CALLS = {
  reviewQueue: { method: 'GET', path: 'Staff/reviewQueue.json', access: 'staff' },
  // Any account's document: the staff scope refuses a passenger's session first, whatever the id (403).
  claimReview: {
    method: 'POST',
    path: 'Staff/claimReview.json',
    access: 'staff',
    ownedIds: ['documentId'],
  },
  reviewDocumentFile: {
    method: 'GET',
    path: 'Staff/reviewDocumentFile',
    access: 'staff',
    bytes: true,
    ownedIds: ['documentId'],
  },
} as const satisfies Record<string, Call>;
