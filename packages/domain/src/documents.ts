/**
 * The proofs and the holder photo of a new-card request (issue 10): their types, statuses, limits
 * and how long they are kept, and the wire shapes of the Document/* calls. The api validates with
 * these schemas and the portal parses with them (docs/decisions/039-documents-and-proofs.md).
 */
import { z } from 'zod';
import { DOCUMENT_STATUSES, type DocumentStatus } from './enums.js';

const id = z.number().int().positive().max(2_147_483_647);

/** The kinds of document a passenger uploads; the catalogue (names, limits) is data in the api. */
export const DOCUMENT_TYPES = [
  'IDENTITY',
  'ENTITLEMENT_LETTER',
  'STUDENT_CERTIFICATE',
  'SCHOOL_CERTIFICATE',
  'PHOTO',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// DOCUMENT_STATUSES (enums.ts, spec §3): PENDING waits for the mobility centre; VALID or INVALID once reviewed.

/** A proof (not the photo, whose limits are PHOTO_LIMITS): a PDF or a picture, 5 MB at most. */
export const DOCUMENT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  /** A display name longer than this is cut. */
  maxFileNameLength: 100,
  /** Uploads one account may make in a day: an account cannot fill the disk. */
  maxUploadsPerDay: 30,
  /** A download link works this long, for the session that asked for it only. */
  downloadLinkMinutes: 5,
} as const;

/** How long documents are kept (CNIL), in days; the api's retention job applies them. */
export const DOCUMENT_RETENTION_DAYS = {
  /** An upload never submitted nor used as a card request's photo. */
  unsubmitted: 2,
  /** A PHOTO once its card request is paid or cancelled (the card keeps its own copy). */
  photoAfterRequestClosed: 2,
  /** A submitted proof's bytes after its review: the window for a dispute. */
  proofAfterReview: 183,
  /** An INVALID proof that was replaced, after its review. */
  replacedProofAfterReview: 30,
} as const;

export const documentViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string(),
  size: z.number().int().describe('Bytes as stored (a picture is re-encoded)'),
  mimeType: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Why the mobility centre refused it, in its words. */
  reason: z.string().nullable(),
  /** The bytes were deleted (retention): the row stays so that the history says so. */
  deleted: z.boolean(),
  /**
   * A refused proof that Document/updateDocumentsSubmission.json replaced by a newer one of its
   * type: kept as history, it no longer needs replacing. An answer without it reads as false.
   */
  replaced: z.boolean().default(false),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export const documentResponse = z.object({ document: documentViewSchema });
export const documentsResponse = z.object({ documents: z.array(documentViewSchema) });

/** One kind of proof as the catalogue describes it, in the caller's language. */
export const documentTypeViewSchema = z.object({
  code: z.enum(DOCUMENT_TYPES),
  name: z.string(),
  description: z.string(),
  acceptedTypes: z.array(z.string()),
  maxBytes: z.number().int(),
});
export type DocumentTypeView = z.infer<typeof documentTypeViewSchema>;
export const getDocumentsResponse = z.object({ documentTypes: z.array(documentTypeViewSchema) });

/**
 * A submission's status, from its documents: INVALID when one is, VALID when all are, else
 * PENDING (waiting for validation).
 */
export const SUBMISSION_STATUSES = DOCUMENT_STATUSES;
export type SubmissionStatus = DocumentStatus;

export const submissionViewSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  orderId: z.number().int(),
  createdAt: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  documents: z.array(documentViewSchema),
});
export type SubmissionView = z.infer<typeof submissionViewSchema>;
export const submissionResponse = z.object({ submission: submissionViewSchema });
export const submissionsResponse = z.object({ submissions: z.array(submissionViewSchema) });

export const fileDownloadUrlResponse = z.object({
  url: z.string().describe('/api/Document/file?token=…, for this session only'),
  expiresAt: z.string(),
});

/** At most this many documents in one submission. */
export const MAX_SUBMISSION_DOCUMENTS = 10;
const documentIds = z.array(id).min(1).max(MAX_SUBMISSION_DOCUMENTS);

export const createDocumentsSubmissionBody = z
  .object({ item_id: id, document_ids: documentIds, locale: z.enum(['fr', 'en']).optional() })
  .strict();
export const updateDocumentsSubmissionBody = z
  .object({ submission_id: id, document_ids: documentIds, locale: z.enum(['fr', 'en']).optional() })
  .strict();
export const reviewDocumentBody = z
  .object({
    documentId: id,
    status: z.enum(['VALID', 'INVALID']),
    reason: z.string().trim().min(1).max(500).optional(),
    locale: z.enum(['fr', 'en']).optional(),
  })
  .strict();

/** A submission's status from its documents' statuses. */
export function submissionStatus(statuses: readonly DocumentStatus[]): SubmissionStatus {
  if (statuses.includes('INVALID')) return 'INVALID';
  if (statuses.length > 0 && statuses.every((status) => status === 'VALID')) return 'VALID';
  return 'PENDING';
}

/** The formats and the largest size a proof may have: the catalogue's, or the default limits. */
export type DocumentFileRules = { acceptedTypes: readonly string[]; maxBytes: number };

/**
 * The refusal a file earns before it is sent, or null when it may go: said at once in the page,
 * without an upload (the api checks again, by the file's bytes). An empty file is refused too.
 */
export function documentFileRefusal(
  file: { type: string; size: number },
  rules: DocumentFileRules = DOCUMENT_LIMITS,
): 'DOCUMENT_NOT_ACCEPTED' | 'DOCUMENT_TOO_LARGE' | null {
  if (file.size === 0 || !rules.acceptedTypes.includes(file.type)) return 'DOCUMENT_NOT_ACCEPTED';
  if (file.size > rules.maxBytes) return 'DOCUMENT_TOO_LARGE';
  return null;
}
