/**
 * GET Document/file: one's own proof saved by the browser under the server's file name, through
 * lib/document-file.ts (the link of Document/fileDownloadUrl and this session together).
 */
import { downloadDocument } from '../../../lib/document-file.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

/** Downloads one proof and saves it; answers the file name it was saved under. */
export function useProofDownload(documentId: number, fileName: string) {
  return useFileDownload((onProgress) => downloadDocument(documentId, onProgress), fileName);
}
