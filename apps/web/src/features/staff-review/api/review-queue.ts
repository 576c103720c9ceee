/**
 * The review queue's calls (decision 072): the queue (Staff/reviewQueue.json), a claim on an item
 * (Staff/claimReview.json), the verdict (Staff/reviewDocument.json) and the document's bytes
 * (Staff/reviewDocumentFile, no-store, fetched with the session as a Blob).
 */
import {
  CALLS,
  DOCUMENTS_CONTRACT,
  STAFF_REVIEW_CONTRACT,
  type ClientRequest,
  type ReviewItem,
} from '@oceane/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';

export const REVIEW_QUEUE_KEY = ['staff', 'review-queue'] as const;

export const reviewQueueOptions = () =>
  queryOptions({
    queryKey: REVIEW_QUEUE_KEY,
    queryFn: async (): Promise<ReviewItem[]> =>
      (await callApi(CALLS.reviewQueue, STAFF_REVIEW_CONTRACT.reviewQueue, {})).items,
    staleTime: 0,
  });

export function useReviewQueue() {
  return useQuery(reviewQueueOptions());
}

export function claimReview(input: ClientRequest<'claimReview'>) {
  return callApi(CALLS.claimReview, STAFF_REVIEW_CONTRACT.claimReview, input);
}

export function useClaimReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
  });
}

export async function reviewDocument(input: ClientRequest<'reviewDocument'>) {
  return (await callApi(CALLS.reviewDocument, DOCUMENTS_CONTRACT.reviewDocument, input)).document;
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
  });
}

/** The document's bytes as an object URL for the page (revoked by the caller). */
export function useReviewDocumentFile(documentId: number) {
  return useQuery({
    queryKey: ['staff', 'review-file', documentId],
    queryFn: async () => (await apiClient.download(CALLS.reviewDocumentFile, { documentId })).blob,
    staleTime: 0,
    gcTime: 0,
  });
}
