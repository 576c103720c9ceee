/**
 * How long documents are kept (CNIL; DOCUMENT_RETENTION_DAYS of packages/domain, root README): the
 * bytes are deleted and the row is kept, marked, so that the history says "deleted" and the day's
 * upload count stays true. Run by a job of src/jobs.ts; deletes what is due and nothing else, so two
 * runs at once (two instances) delete the same rows once: each update skips what is deleted.
 * - an upload never submitted nor taken by a card request: 2 days after the upload;
 * - a PHOTO taken by a card request: 2 days after the request was paid or cancelled;
 * - a proof in a submission: 6 months after its review (the window for a dispute);
 * - a refused proof that was replaced: 30 days after its review;
 * - download links: once expired.
 */
import { DOCUMENT_RETENTION_DAYS } from '@oceane/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import type { JobContext } from '../../lib/periodic-job.js';

export type RetentionReport = {
  unsubmitted: number;
  photos: number;
  proofs: number;
  replaced: number;
  links: number;
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

export async function purgeDueDocuments(db: Db, now = new Date()): Promise<RetentionReport> {
  const at = now.toISOString();
  /** The documents not yet deleted, whose bytes the update deletes. */
  const forget = () =>
    db.updateTable('documents').set({ data: null, deleted_at: at }).where('deleted_at', 'is', null);
  const count = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);
  /** Whether the document is in a submission: in any way, as a current proof, or replaced. */
  const membership = (kind: 'current' | 'replaced' | 'any') => {
    const condition =
      kind === 'current'
        ? sql` and s.replaced_at is null`
        : kind === 'replaced'
          ? sql` and s.replaced_at is not null`
          : sql``;
    return sql<SqlBool>`exists (select 1 from document_submission_documents s where s.document_id = documents.id${condition})`;
  };

  const unsubmitted = count(
    await forget()
      .where((eb) =>
        eb.and([
          eb('created_at', '<', daysBefore(now, DOCUMENT_RETENTION_DAYS.unsubmitted)),
          eb('used_at', 'is', null),
          eb.not(membership('any')),
        ]),
      )
      .executeTakeFirst(),
  );
  const photos = count(
    await forget()
      .where((eb) =>
        eb.and([
          eb('type', '=', 'PHOTO'),
          eb('released_at', '<', daysBefore(now, DOCUMENT_RETENTION_DAYS.photoAfterRequestClosed)),
        ]),
      )
      .executeTakeFirst(),
  );
  const proofs = count(
    await forget()
      .where((eb) =>
        eb.and([
          eb('reviewed_at', '<', daysBefore(now, DOCUMENT_RETENTION_DAYS.proofAfterReview)),
          membership('any'),
        ]),
      )
      .executeTakeFirst(),
  );
  const replaced = count(
    await forget()
      .where((eb) =>
        eb.and([
          eb('reviewed_at', '<', daysBefore(now, DOCUMENT_RETENTION_DAYS.replacedProofAfterReview)),
          membership('replaced'),
          eb.not(membership('current')),
        ]),
      )
      .executeTakeFirst(),
  );
  const links = await db.deleteFrom('document_links').where('expires_at', '<=', at).executeTakeFirst();
  return { unsubmitted, photos, proofs, replaced, links: Number(links.numDeletedRows) };
}

/** The retention job's run (src/jobs.ts, every hour): what was due deleted, and counted in the log. */
export async function runDocumentsRetention(ctx: JobContext): Promise<RetentionReport> {
  const report = await purgeDueDocuments(ctx.db);
  if (Object.values(report).some((count) => count > 0))
    ctx.log.info(report, 'documents retention job: run done');
  return report;
}
