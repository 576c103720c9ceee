/**
 * The contract of the documents' calls (calls-documents.ts, issue 10, decision 067): the upload
 * form, the kinds of proof, the submissions, the listings, the download link and its file, and
 * the staff's review. Views and rules come from documents.ts.
 */
import { z } from 'zod';
import {
  DOCUMENT_LIMITS,
  MAX_SUBMISSION_DOCUMENTS,
  documentResponse,
  documentsResponse,
  fileDownloadUrlResponse,
  getDocumentsResponse,
  reviewDocumentBody,
  submissionResponse,
  submissionsResponse,
} from '../documents.js';
import { MESSAGE_KEYS } from '../validation.js';
import { REFUSAL_REASONS } from './staff-review.js';
import { fileField, idField, publicRequest, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

const documentIds = z.array(idField).min(1).max(MAX_SUBMISSION_DOCUMENTS);

export const DOCUMENTS_CONTRACT = {
  /** A multipart form: the text fields signed, `document` the file. */
  uploadDocument: {
    request: sessionRequest({
      document_type: z
        .string()
        .min(1)
        .max(40)
        .describe('A code of Document/getDocuments.json: IDENTITY, PHOTO, …'),
      photoConsent: z
        .enum(['1', 'true', '', '0', 'false'])
        .optional()
        .describe('1 (or true): the holder agrees that the digital photo is kept; required for PHOTO'),
      document: fileField(
        `The file: PDF, JPEG or PNG, ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB at most (PHOTO: JPEG, PNG or WebP)`,
      ),
    }),
    response: documentResponse,
  },
  getDocuments: {
    request: publicRequest({
      network_id: idField.optional(),
      shopItemId: idField.optional().describe('Only the types the product of this shop item asks for'),
    }),
    response: getDocumentsResponse,
  },
  createDocumentsSubmission: {
    request: sessionRequest({
      item_id: idField.describe('A CARD_CREATION item of one of the caller’s unpaid orders'),
      document_ids: documentIds,
    }),
    response: submissionResponse,
  },
  updateDocumentsSubmission: {
    request: sessionRequest({
      submission_id: idField,
      document_ids: documentIds.describe('New PENDING proofs, each replacing a refused one of its type'),
    }),
    response: submissionResponse,
  },
  getUserDocuments: { request: sessionRequest({}), response: documentsResponse },
  getUserDocumentSubmissions: {
    request: sessionRequest({ orderId: idField.optional().describe('Only this order’s submissions') }),
    response: submissionsResponse,
  },
  fileDownloadUrl: { request: sessionRequest({ documentId: idField }), response: fileDownloadUrlResponse },
  /** The bytes of a download link's document (PDF or JPEG), as an attachment. */
  documentFile: {
    request: sessionRequest({
      token: z
        .string()
        .min(20)
        .max(100)
        .regex(/^[A-Za-z0-9_-]+$/, { error: MESSAGE_KEYS.invalidValue }),
    }),
    response: BYTES,
  },
  reviewDocument: {
    request: sessionRequest({
      documentId: idField,
      status: reviewDocumentBody.shape.status,
      reason: reviewDocumentBody.shape.reason.describe('Why, in words; required with reasonCode OTHER'),
      reasonCode: z
        .enum(REFUSAL_REASONS)
        .optional()
        .describe('For INVALID: why, from the list (decision 072)'),
    }),
    response: documentResponse,
  },
} as const satisfies AreaContract;
