/**
 * Row types of the tables of modules/documents, their one owner (apps/api/README.md): the
 * catalogue of proofs and what each product asks for, the uploaded documents with their bytes,
 * the submissions of proofs for an order item, and the short-lived download links.
 */
import type { ColumnType, Generated } from 'kysely';

export type DocumentTypesTable = {
  /** IDENTITY, ENTITLEMENT_LETTER, … (DOCUMENT_TYPES of packages/domain). */
  code: string;
  name_fr: string;
  name_en: string;
  description_fr: string;
  description_en: string;
  /** JSON array of MIME types, sniffed from the bytes. */
  accepted_types: string;
  max_bytes: number;
  position: number;
};

export type ProductDocumentRequirementsTable = {
  product_id: number;
  document_type: string;
};

export type DocumentsTable = {
  id: Generated<number>;
  account_id: number;
  type: string;
  /** PENDING, VALID, INVALID. */
  status: string;
  /** A display name only (sanitised): never a path. */
  file_name: string;
  /** Sniffed from the bytes (a picture is stored as the JPEG it was re-encoded to). */
  mime_type: string;
  size: number;
  /** Null once deleted by the retention job. */
  data: Uint8Array | null;
  width: number | null;
  height: number | null;
  created_at: string;
  reviewed_at: string | null;
  /** The staff member's account. */
  reviewed_by: number | null;
  reason: string | null;
  /** The refusal's reason from the list (decision 072): UNREADABLE, EXPIRED, WRONG_PERSON, NOT_ELIGIBLE, OTHER. */
  reason_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** A PHOTO taken by a card request, and when that request was paid or cancelled. */
  used_at: string | null;
  released_at: string | null;
  deleted_at: string | null;
};

export type DocumentSubmissionsTable = {
  id: Generated<number>;
  account_id: number;
  /** Unique: one submission per order item. */
  item_id: number;
  order_id: number;
  created_at: string;
  updated_at: string;
};

export type DocumentSubmissionDocumentsTable = {
  submission_id: number;
  document_id: number;
  /** Set when an INVALID proof was replaced by a new one; the row stays for the history. */
  replaced_at: string | null;
};

export type DocumentLinksTable = {
  id: Generated<number>;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  account_id: number;
  document_id: number;
  created_at: string;
  expires_at: string;
};

export type DocumentsDatabase = {
  document_types: DocumentTypesTable;
  product_document_requirements: ProductDocumentRequirementsTable;
  documents: DocumentsTable;
  document_submissions: DocumentSubmissionsTable;
  document_submission_documents: DocumentSubmissionDocumentsTable;
  document_links: DocumentLinksTable;
};
