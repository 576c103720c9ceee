/** The documents as the passenger sees them (DocumentView of packages/domain), from their rows. */
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentView, type Locale } from '@oceane/domain';
import { oneOf } from '../../lib/one-of.js';
import type { DocumentRow } from './repo.js';

const isType = oneOf(DOCUMENT_TYPES);
const isStatus = oneOf(DOCUMENT_STATUSES);

/** A value the database's CHECK and foreign key keep in the enum; anything else is a broken row. */
function checked<T extends string>(value: string, guard: (value: unknown) => value is T): T {
  if (!guard(value)) throw new Error(`documents: unexpected value ${value}`);
  return value;
}

/**
 * `replaced`: a refused proof a newer one of its type replaced in its submission (the link's
 * replaced_at), which the caller reads with the row.
 */
export function documentView(row: DocumentRow, replaced = false): DocumentView {
  return {
    id: row.id,
    type: checked(row.type, isType),
    status: checked(row.status, isStatus),
    fileName: row.file_name,
    size: row.size,
    mimeType: row.mime_type,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reason: row.reason,
    deleted: row.deleted_at !== null,
    replaced,
  };
}

/** A catalogue row's name and description in the caller's language. */
export function inLocale<
  Row extends { name_fr: string; name_en: string; description_fr: string; description_en: string },
>(row: Row, locale: Locale): { name: string; description: string } {
  return locale === 'en'
    ? { name: row.name_en, description: row.description_en }
    : { name: row.name_fr, description: row.description_fr };
}
