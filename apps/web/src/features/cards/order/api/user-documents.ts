/**
 * GET Document/getUserDocuments.json: the caller's documents still kept, by which the flow checks,
 * after a reload, that the ids its tunnel holds still name something the server has.
 */
import { CALLS, documentsResponse, type DocumentView } from '@oceane/domain';
import { apiClient } from '../../../../lib/api-client.ts';

export async function getUserDocuments(): Promise<DocumentView[]> {
  const answer = await apiClient.call<unknown>(CALLS.getUserDocuments, {}, { cacheTtlMs: 0 });
  return documentsResponse.parse(answer).documents;
}
