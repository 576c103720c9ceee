/**
 * The documents' calls (issue 10): Document/getDocuments.json in the signed scope; the upload,
 * submissions, listings and download links behind a session. The verdict, Staff/reviewDocument.json,
 * is the review module's (decision 072). The retention job is in src/jobs.ts.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import type { Db } from '../../db/index.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import {
  createDocumentsSubmission,
  createDownloadLink,
  documentTypeViews,
  listUserDocuments,
  listUserSubmissions,
  openDownloadLink,
  updateDocumentsSubmission,
  uploadDocument,
  type FindCardCreationItem,
} from './service.js';
import { uploadDocumentForm } from './schemas.js';

const tags = ['Documents'];

/** The upload form: one file, a few short fields; a file past 8 MB (the photo's limit) is cut and refused. */
const UPLOAD_LIMITS = { fileSize: 8 * 1024 * 1024 + 1, files: 1, fields: 8, fieldSize: 1024, parts: 9 };

/**
 * What the documents' session routes read of the orders module, handed in by app.ts (orders
 * imports documents, so documents may not import orders).
 */
export type DocumentsRoutesOptions = {
  findCardCreationItem: FindCardCreationItem;
  ownsOrder: (db: Db, accountId: number, orderId: number) => Promise<boolean>;
};

export const documentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getDocuments,
    {
      tags,
      summary:
        'The kinds of proof, with their names, descriptions, accepted types and largest size; with shopItemId, ' +
        'only those its product asks for on a new card; 404 NETWORK_NOT_FOUND',
    },
    async (request) => {
      const query = {
        networkId: request.query.network_id ?? app.config.networkId,
        shopItemId: request.query.shopItemId,
      };
      return ok({ documentTypes: await documentTypeViews(app.db, query, requestLocale(request)) });
    },
  );
};

export const documentSessionRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (app, options) => {
  callRoute(
    app,
    CALLS.uploadDocument,
    {
      tags,
      summary:
        'A proof or the holder photo, as multipart/form-data whose text fields are signed. The type is sniffed ' +
        'from the bytes: 415 DOCUMENT_NOT_ACCEPTED, 413 DOCUMENT_TOO_LARGE (over 5 MB), 400 DOCUMENT_TYPE_UNKNOWN; ' +
        'PHOTO: the photo’s codes and PHOTO_CONSENT_REQUIRED; 429 past 30 uploads a day',
      multipart: { limits: UPLOAD_LIMITS },
      request: uploadDocumentForm,
    },
    async (request) => {
      const { document_type: type, document: file, photoConsent } = request.body;
      return ok({
        document: await uploadDocument(app.db, currentSession(request), { type, file, photoConsent }),
      });
    },
  );

  callRoute(
    app,
    CALLS.createDocumentsSubmission,
    {
      tags,
      summary:
        'The proofs of a CARD_CREATION item of an unpaid order: 409 DOCUMENTS_REQUIRED when one its product asks ' +
        'for is missing (fields name the types); the same proofs again answer the same submission, others replace it',
    },
    async (request) => {
      const { item_id: itemId, document_ids: documentIds } = request.body;
      const submission = await createDocumentsSubmission(
        app.db,
        currentSession(request),
        { itemId, documentIds },
        options.findCardCreationItem,
      );
      return ok({ submission });
    },
  );

  callRoute(
    app,
    CALLS.updateDocumentsSubmission,
    {
      tags,
      summary:
        'Replaces refused (INVALID) proofs by new PENDING ones of the same type; 409 DOCUMENT_NOT_REPLACEABLE otherwise',
    },
    async (request) => {
      const { submission_id: submissionId, document_ids: documentIds } = request.body;
      const submission = await updateDocumentsSubmission(app.db, currentSession(request), {
        submissionId,
        documentIds,
      });
      return ok({ submission });
    },
  );

  callRoute(
    app,
    CALLS.getUserDocuments,
    {
      tags,
      summary: 'The caller’s documents, newest first (a deleted one says so)',
    },
    async (request) => ok({ documents: await listUserDocuments(app.db, currentSession(request)) }),
  );

  callRoute(
    app,
    CALLS.getUserDocumentSubmissions,
    {
      tags,
      summary: 'The caller’s submissions of proofs with their statuses, all or one order’s',
    },
    async (request) => {
      const session = currentSession(request);
      const submissions = await listUserSubmissions(
        app.db,
        session,
        request.query.orderId,
        options.ownsOrder,
      );
      return ok({ submissions });
    },
  );

  callRoute(
    app,
    CALLS.fileDownloadUrl,
    {
      tags,
      summary: 'A link to one of the caller’s documents, valid 5 minutes for this account’s sessions only',
    },
    async (request) =>
      ok(await createDownloadLink(app.db, currentSession(request), request.query.documentId)),
  );

  callRoute(
    app,
    CALLS.documentFile,
    {
      tags,
      summary:
        'The bytes of a download link’s document, as an attachment; 410 DOCUMENT_LINK_EXPIRED for an expired, ' +
        'unknown or another account’s link',
      bytes: { description: 'The document', contentType: 'application/octet-stream', format: 'PDF or JPEG' },
    },
    async (request, reply) => {
      const file = await openDownloadLink(app.db, currentSession(request), request.query.token);
      return (
        reply
          .type(file.mimeType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // A PDF opened anyway runs no script and loads nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.data)
      );
    },
  );
};

/** Content-Disposition for a display name: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
