/**
 * Proofs on record for a card (decision 058), written straight into the database: reviewed by the
 * mobility centre and linked to an older pass of the card, as if it had been sold on them.
 */
import type { FastifyInstance } from 'fastify';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

export async function proofsOnRecord(
  app: FastifyInstance,
  card: { id: number; accountId: number },
  types: string[],
  status: 'VALID' | 'PENDING' | 'INVALID' = 'VALID',
): Promise<number[]> {
  const now = new Date().toISOString();
  const documentIds: number[] = [];
  for (const type of types) {
    const row = await app.db
      .insertInto('documents')
      .values({
        account_id: card.accountId,
        type,
        status,
        file_name: 'justificatif.pdf',
        mime_type: 'application/pdf',
        size: PDF.length,
        data: PDF,
        width: null,
        height: null,
        created_at: now,
        reviewed_at: status === 'PENDING' ? null : now,
        reviewed_by: null,
        reason: null,
        used_at: null,
        released_at: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    documentIds.push(row.id);
  }
  const product = await app.db
    .selectFrom('products')
    .select('id')
    .where('code', '=', 'MONTHLY_ALL')
    .executeTakeFirstOrThrow();
  const contract = await app.db
    .insertInto('contracts')
    .values({
      media_id: card.id,
      product_id: product.id,
      valid_from: '2024-01-01',
      valid_to: '2024-01-31',
      status: 'EXPIRED',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('contract_proofs')
    .values(documentIds.map((documentId) => ({ contract_id: contract.id, document_id: documentId })))
    .execute();
  return documentIds;
}
