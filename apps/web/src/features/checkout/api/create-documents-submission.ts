/**
 * POST Document/createDocumentsSubmission.json: links the proofs uploaded in the order flow to
 * the new card's item of the created order, before it is paid (placeOrder refuses a new card's
 * item whose product's proofs are not linked: DOCUMENTS_REQUIRED). The same item with the same
 * documents answers the same submission, so a retry after a failed payment start is harmless.
 */
import { CALLS, type SubmissionView, DOCUMENTS_CONTRACT } from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';

export async function createDocumentsSubmission(
  itemId: number,
  documentIds: readonly number[],
): Promise<SubmissionView> {
  const answer = await callApi(
    CALLS.createDocumentsSubmission,
    DOCUMENTS_CONTRACT.createDocumentsSubmission,
    {
      item_id: itemId,
      document_ids: [...documentIds],
    },
  );
  return answer.submission;
}
