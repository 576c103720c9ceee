/**
 * Reduced fares rest on proofs (docs/decisions/058-reduced-fares-and-proofs.md): a contract keeps
 * the review of the proofs its reduced fare was sold on (`proof_review`: PENDING, ACCEPTED,
 * REFUSED; null for a full fare or a sale older than the rule), when a refused proof suspended it
 * and what its unused days are worth; `contract_proofs` names the proofs each contract was sold
 * on (a refused one replaced keeps its row, marked). Existing contracts keep a null review.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('contracts').addColumn('proof_review', 'text').execute();
  await db.schema.alterTable('contracts').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('contracts').addColumn('refund_due_cents', 'integer').execute();
  await db.schema
    .createTable('contract_proofs')
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contracts.id'))
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id'))
    .addColumn('replaced_at', 'text')
    .addPrimaryKeyConstraint('contract_proofs_pk', ['contract_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('contract_proofs_document_idx')
    .on('contract_proofs')
    .column('document_id')
    .execute();
}
