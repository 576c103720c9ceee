/**
 * POST Media/uploadDocument.json: a new proof, as a multipart form whose text fields are signed,
 * with the bytes sent reported as they go (a phone on a slow network). Used here to replace a
 * refused proof; the server sniffs the type and refuses DOCUMENT_NOT_ACCEPTED / DOCUMENT_TOO_LARGE.
 */
import { CALLS, type DocumentType, type DocumentView, DOCUMENTS_CONTRACT } from '@oceane/domain';
import type { UploadProgress } from '../../../lib/api-client.ts';
import { uploadApi } from '../../../lib/call-api.ts';

export async function uploadDocument(
  input: { type: DocumentType; file: File },
  onUploadProgress?: (progress: UploadProgress) => void,
): Promise<DocumentView> {
  const answer = await uploadApi(
    CALLS.uploadDocument,
    DOCUMENTS_CONTRACT.uploadDocument,
    { document_type: input.type },
    { document: { blob: input.file, filename: input.file.name } },
    onUploadProgress ? { onUploadProgress } : {},
  );
  return answer.document;
}
