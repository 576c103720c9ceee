/**
 * GET Document/getUserDocumentSubmissions.json: the proofs the account linked to its new cards'
 * order items, with their review statuses. One request for the whole order tracking: every order
 * reads its own submissions from the same cached answer.
 */
import { CALLS, type SubmissionView, DOCUMENTS_CONTRACT } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export type { SubmissionView };

export async function getUserDocumentSubmissions(): Promise<SubmissionView[]> {
  // A review by the mobility centre must show on refresh: no HTTP cache (TanStack Query keeps it).
  return (
    await callApi(
      CALLS.getUserDocumentSubmissions,
      DOCUMENTS_CONTRACT.getUserDocumentSubmissions,
      {},
      { cacheTtlMs: 0 },
    )
  ).submissions;
}

export const SUBMISSIONS_KEY = ['orders', 'documentSubmissions'] as const;

export function useUserDocumentSubmissions() {
  const user = useUser();
  return useQuery({
    queryKey: [...SUBMISSIONS_KEY, String(user?.userId ?? '')],
    queryFn: getUserDocumentSubmissions,
    enabled: Boolean(user),
  });
}
