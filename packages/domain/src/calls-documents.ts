/** The calls of one area of the table (calls.ts): Media/uploadDocument.json, Document/* and Staff/reviewDocument.json (issue 10). */
import type { Call } from './calls.js';

export const DOCUMENT_CALLS = {
  uploadDocument: { method: 'POST', path: 'Media/uploadDocument.json', access: 'session', multipart: true },
  getDocuments: { method: 'GET', path: 'Document/getDocuments.json', access: 'public' },
  createDocumentsSubmission: {
    method: 'POST',
    path: 'Document/createDocumentsSubmission.json',
    access: 'session',
    ownedIds: ['item_id', 'document_ids[]'],
  },
  updateDocumentsSubmission: {
    method: 'POST',
    path: 'Document/updateDocumentsSubmission.json',
    access: 'session',
    ownedIds: ['submission_id', 'document_ids[]'],
  },
  getUserDocuments: { method: 'GET', path: 'Document/getUserDocuments.json', access: 'session' },
  getUserDocumentSubmissions: {
    method: 'GET',
    path: 'Document/getUserDocumentSubmissions.json',
    access: 'session',
    ownedIds: ['orderId'],
  },
  fileDownloadUrl: {
    method: 'GET',
    path: 'Document/fileDownloadUrl',
    access: 'session',
    ownedIds: ['documentId'],
  },
  documentFile: { method: 'GET', path: 'Document/file', access: 'session', bytes: true },
  // Staff only: the staff scope refuses a passenger's session first, whatever the id (403).
  reviewDocument: {
    method: 'POST',
    path: 'Staff/reviewDocument.json',
    access: 'staff',
    ownedIds: ['documentId'],
  },
} as const satisfies Record<string, Call>;
