/**
 * The documents of a new-card request (issue 10, docs/decisions/039-documents-and-proofs.md): the
 * catalogue of proofs (`document_types`) and what each product asks for
 * (`product_document_requirements`), the uploaded files with their bytes (`documents`, outside the
 * web root like the cards' photos), the proofs submitted for an order item
 * (`document_submissions`, one per item, and `document_submission_documents`) and the short-lived
 * download links (`document_links`, the token stored hashed). Frozen: never import app code.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

const STATUSES = ['PENDING', 'VALID', 'INVALID'];

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('document_types')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name_fr', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description_fr', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    // JSON array of the MIME types accepted, sniffed from the bytes.
    .addColumn('accepted_types', 'text', (col) => col.notNull())
    .addColumn('max_bytes', 'integer', (col) => col.notNull().check(sql`max_bytes > 0`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('product_document_requirements')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('document_type', 'text', (col) => col.notNull().references('document_types.code'))
    .addPrimaryKeyConstraint('product_document_requirements_pk', ['product_id', 'document_type'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('type', 'text', (col) => col.notNull().references('document_types.code'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in (${sql.join(STATUSES.map((word) => sql.lit(word)))})`),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    // The one place the two dialects name a type differently: the file's bytes, null once deleted.
    .addColumn('data', dialect === 'sqlite' ? 'blob' : 'bytea')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (col) => col.references('accounts.id'))
    .addColumn('reason', 'text')
    // A PHOTO taken by a card request, and when that request was paid or cancelled (retention).
    .addColumn('used_at', 'text')
    .addColumn('released_at', 'text')
    // The bytes were deleted (retention); the row stays so that the history says so.
    .addColumn('deleted_at', 'text')
    .execute();
  // The account's documents, newest first, and its uploads of the day (the daily limit).
  await db.schema
    .createIndex('documents_account_idx')
    .on('documents')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('document_submissions')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    // One submission per order item: a double submit finds the first one.
    .addColumn('item_id', 'integer', (col) => col.notNull().unique().references('order_items.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_submissions_account_idx')
    .on('document_submissions')
    .columns(['account_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('document_submission_documents')
    .addColumn('submission_id', 'integer', (col) => col.notNull().references('document_submissions.id'))
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id'))
    // An INVALID proof replaced by a new one stays listed, marked, for the history.
    .addColumn('replaced_at', 'text')
    .addPrimaryKeyConstraint('document_submission_documents_pk', ['submission_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('document_submission_documents_document_idx')
    .on('document_submission_documents')
    .column('document_id')
    .execute();

  await db.schema
    .createTable('document_links')
    .addColumn('id', 'integer', generatedId(dialect))
    // SHA-256 of the token: a copy of the database opens no file.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}
