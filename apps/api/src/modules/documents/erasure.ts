/**
 * The documents module's part of "Your data" (decision 049): the account's uploads with their
 * bytes for the export, and the erasure: every document's bytes deleted at once (whatever the
 * retention table says), its display name blanked, its download links removed; the row stays,
 * marked deleted, so that an order's history still reads.
 */
import type { Db } from '../../db/index.js';

export function documentsForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents')
    .select([
      'id',
      'type',
      'status',
      'file_name',
      'mime_type',
      'size',
      'data',
      'created_at',
      'reviewed_at',
      'reason',
      'deleted_at',
    ])
    .where('account_id', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export async function eraseDocumentsOfAccounts(trx: Db, accountIds: number[], at: string): Promise<void> {
  if (accountIds.length === 0) return;
  await trx.deleteFrom('document_links').where('account_id', 'in', accountIds).execute();
  await trx
    .updateTable('documents')
    .set({ data: null, file_name: '', width: null, height: null, deleted_at: at })
    .where('account_id', 'in', accountIds)
    .where('deleted_at', 'is', null)
    .execute();
  await trx.updateTable('documents').set({ file_name: '' }).where('account_id', 'in', accountIds).execute();
}
