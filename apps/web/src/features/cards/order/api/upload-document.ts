/**
 * POST Media/uploadDocument.json: a proof (or the holder photo, document_type PHOTO with the
 * consent) as a signed multipart form, its progress reported as the bytes go. Failures:
 * DOCUMENT_NOT_ACCEPTED, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_UNKNOWN, PHOTO_CONSENT_REQUIRED.
 */
import { CALLS, type DocumentType, type DocumentView, DOCUMENTS_CONTRACT } from '@oceane/domain';
import type { UploadProgress } from '../../../../lib/api-client.ts';
import { uploadApi } from '../../../../lib/call-api.ts';

export type { DocumentView, UploadProgress };

export type DocumentUpload = {
  type: DocumentType;
  file: Blob;
  fileName: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export async function uploadDocument({
  type,
  file,
  fileName,
  onProgress,
  signal,
}: DocumentUpload): Promise<DocumentView> {
  const answer = await uploadApi(
    CALLS.uploadDocument,
    DOCUMENTS_CONTRACT.uploadDocument,
    { document_type: type, ...(type === 'PHOTO' ? { photoConsent: '1' } : {}) },
    { document: { blob: file, filename: fileName } },
    { onUploadProgress: onProgress, signal },
  );
  return answer.document;
}
