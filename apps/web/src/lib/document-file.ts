/**
 * The bytes of one of the account's own documents (a proof, the photo of a card request): a link
 * of Document/fileDownloadUrl, valid a few minutes and only for this session, whose token then
 * fetches the bytes with Document/file. Order tracking saves a proof this way; step 4 of the card
 * order shows the saved photo this way.
 */
import { CALLS, type CallResponse, DOCUMENTS_CONTRACT } from '@oceane/domain';
import { apiClient, type Download, type DownloadProgress } from './api-client.ts';
import { callApi } from './call-api.ts';
import { ApiClientError, CLIENT_CODES } from './api-errors.ts';

/** The link's token, or null when the answer is no Document/file link. */
export function linkToken(url: string): string | null {
  const link = new URL(url, 'http://portal.invalid');
  return link.pathname.endsWith('/Document/file') ? link.searchParams.get('token') : null;
}

export function fileDownloadUrl(documentId: number): Promise<CallResponse<'fileDownloadUrl'>> {
  // Each link is new and short-lived: never one from a cache.
  return callApi(
    CALLS.fileDownloadUrl,
    DOCUMENTS_CONTRACT.fileDownloadUrl,
    { documentId },
    { cacheTtlMs: 0 },
  );
}

/** One's own document's bytes, through a new link. */
export async function downloadDocument(
  documentId: number,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Download> {
  const { url } = await fileDownloadUrl(documentId);
  const token = linkToken(url);
  if (!token) {
    throw new ApiClientError({
      message: 'No download link',
      code: CLIENT_CODES.ERR_RESPONSE_ERROR,
      kind: 'bad response',
    });
  }
  return apiClient.download(CALLS.documentFile, { token }, { onProgress });
}
