/**
 * GET Document/file: the bytes of one's own proof, through a link of Document/fileDownloadUrl
 * (the token and this session together), saved by the browser under the server's file name.
 */
import { CALLS, ERROR_CODES } from '@oceane/domain';
import { apiClient, type DownloadProgress } from '../../../lib/api-client.ts';
import { ApiClientError } from '../../../lib/api-errors.ts';
import { useFileDownload } from '../../../lib/save-file.ts';
import { fileDownloadUrl, linkToken } from './file-download-url.ts';

export async function downloadProof(documentId: number, onProgress?: (progress: DownloadProgress) => void) {
  const { url } = await fileDownloadUrl(documentId);
  const token = linkToken(url);
  if (!token) {
    throw new ApiClientError({
      message: 'No download link',
      code: ERROR_CODES.ERR_RESPONSE_ERROR,
      kind: 'bad response',
    });
  }
  return apiClient.download(CALLS.documentFile, { token }, { onProgress });
}

/** Downloads one proof and saves it; answers the file name it was saved under. */
export function useProofDownload(documentId: number, fileName: string) {
  return useFileDownload((onProgress) => downloadProof(documentId, onProgress), fileName);
}
