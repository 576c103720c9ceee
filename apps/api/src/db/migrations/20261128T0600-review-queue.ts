/**
 * Issue 25, the review queue (decision 072): a refused document's reason from the list
 * (UNREADABLE, EXPIRED, WRONG_PERSON, NOT_ELIGIBLE, OTHER), and the claims agents take on the
 * documents they review (modules/review), one live claim per document. A card request paid while
 * its proofs wait is AWAITING_REVIEW (a status of card_requests, text): no column for it.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('documents').addColumn('reason_code', 'text').execute();
  await db.schema.alterTable('card_requests').addColumn('paid_at', 'text').execute();
  await db.schema
    .createTable('review_claims')
    .addColumn('document_id', 'integer', (col) =>
      col.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('staff_identity_id', 'integer', (col) => col.notNull())
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}
