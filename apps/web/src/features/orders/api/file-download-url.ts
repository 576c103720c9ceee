/**
 * GET Document/fileDownloadUrl: a link to one of the account's own proofs, valid a few minutes and
 * only for this session; the portal reads its token and fetches the bytes with Document/file.
 */
import { CALLS, fileDownloadUrlResponse } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** The link's token, or null when the answer is no Document/file link. */
export function linkToken(url: string): string | null {
  const link = new URL(url, 'http://portal.invalid');
  return link.pathname.endsWith('/Document/file') ? link.searchParams.get('token') : null;
}

export async function fileDownloadUrl(documentId: number): Promise<{ url: string; expiresAt: string }> {
  // Each link is new and short-lived: never one from a cache.
  const answer = await apiClient.call<unknown>(CALLS.fileDownloadUrl, { documentId }, { cacheTtlMs: 0 });
  return fileDownloadUrlResponse.parse(answer);
}
