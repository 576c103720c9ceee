/**
 * Schemas of the documents' calls: the upload form, the queries, and the bodies of packages/domain
 * with the session's token (ids as JSON numbers or digits, like every other call).
 */
import { DOCUMENT_LIMITS, MAX_SUBMISSION_DOCUMENTS, MESSAGE_KEYS, reviewDocumentBody } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';
import { UploadedFile } from '../../plugins/multipart.js';

export const uploadDocumentBody = z.strictObject({
  userToken: userTokenField,
  document_type: z
    .string()
    .min(1)
    .max(40)
    .describe('A code of Document/getDocuments.json: IDENTITY, PHOTO, …'),
  photoConsent: z
    .enum(['1', 'true', '', '0', 'false'])
    .optional()
    .describe('1 (or true): the holder agrees that the digital photo is kept; required for PHOTO'),
  document: z
    .instanceof(UploadedFile, {
      error: (issue) => (issue.input === undefined ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalidValue),
    })
    .meta({ type: 'string', format: 'binary' })
    .describe(
      `The file: PDF, JPEG or PNG, ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB at most (PHOTO: JPEG, PNG or WebP)`,
    ),
  locale: localeField,
});

export const getDocumentsQuery = z.strictObject({
  network_id: idField.optional(),
  shopItemId: idField.optional().describe('Only the types the product of this shop item asks for'),
  locale: localeField,
});

const documentIds = z.array(idField).min(1).max(MAX_SUBMISSION_DOCUMENTS);

export const createSubmissionBody = z.strictObject({
  userToken: userTokenField,
  item_id: idField.describe('A CARD_CREATION item of one of the caller’s unpaid orders'),
  document_ids: documentIds,
  locale: localeField,
});

export const updateSubmissionBody = z.strictObject({
  userToken: userTokenField,
  submission_id: idField,
  document_ids: documentIds.describe('New PENDING proofs, each replacing a refused one of its type'),
  locale: localeField,
});

export const sessionQuery = z.strictObject({ userToken: userTokenField, locale: localeField });

export const submissionsQuery = z.strictObject({
  userToken: userTokenField,
  orderId: idField.optional().describe('Only this order’s submissions'),
  locale: localeField,
});

export const downloadUrlQuery = z.strictObject({
  userToken: userTokenField,
  documentId: idField,
  locale: localeField,
});

export const fileQuery = z.strictObject({
  userToken: userTokenField,
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: MESSAGE_KEYS.invalidValue }),
  locale: localeField,
});

export const reviewBody = z.strictObject({
  ...reviewDocumentBody.shape,
  documentId: idField,
  userToken: userTokenField,
  locale: localeField,
});
