/**
 * GET Document/getUserDocuments.json: the caller's documents still kept, by which the flow checks,
 * after a reload, that the ids its tunnel holds still name something the server has.
 */
import { CALLS, type DocumentView, DOCUMENTS_CONTRACT } from '@oceane/domain';
import { callApi } from '../../../../lib/call-api.ts';

export async function getUserDocuments(): Promise<DocumentView[]> {
  return (await callApi(CALLS.getUserDocuments, DOCUMENTS_CONTRACT.getUserDocuments, {}, { cacheTtlMs: 0 }))
    .documents;
}
