/**
 * The proofs of a new card's order as the passenger reads them (spec §4 "order document status"):
 * each with its file, its status in the user's words (waiting for validation; valid; refused, the
 * mobility centre will contact you, with the reason), a download of one's own file, and "Replace"
 * for a refused one. A file deleted at the end of its retention says so, without a download. A
 * refused proof already replaced stays listed as history, without "Replace".
 */
import type { DocumentView } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDocumentSubmissions, type SubmissionView } from '../api/user-document-submissions.ts';
import { ProofDownload } from './proof-download.tsx';
import { ProofReplace } from './proof-replace.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

function Proof({
  document,
  submission,
  onReplaced,
}: {
  document: DocumentView;
  submission: SubmissionView;
  onReplaced: () => void;
}) {
  const { t } = useTranslation();
  // The api says whether a newer proof of its type replaced a refused one (DocumentView.replaced).
  const replaced = document.replaced;
  const typeName = t(`orders.proofs.types.${document.type}`);
  const status = replaced
    ? t('orders.proofs.replacedStatus')
    : t(`orders.proofs.statuses.${document.status}`);
  return (
    <li className="order__proof">
      <p className="order__proof-type">{typeName}</p>
      <dl className="details">
        <div className="details__row">
          <dt>{t('orders.proofs.file')}</dt>
          <dd>{document.fileName}</dd>
        </div>
        <div className="details__row">
          <dt>{t('orders.proofs.status')}</dt>
          <dd className={`order__proof-status order__proof-status--${document.status.toLowerCase()}`}>
            {status}
          </dd>
        </div>
        {document.status === 'INVALID' && document.reason ? (
          <div className="details__row">
            <dt>{t('orders.proofs.reason')}</dt>
            <dd>{document.reason}</dd>
          </div>
        ) : null}
      </dl>
      {document.deleted ? (
        <p className="hint">{t('orders.proofs.deleted')}</p>
      ) : (
        <>
          <ProofDownload documentId={document.id} fileName={document.fileName} />
          {document.status === 'INVALID' && !replaced ? (
            <ProofReplace
              submissionId={submission.id}
              type={document.type}
              typeName={typeName}
              onReplaced={onReplaced}
            />
          ) : null}
        </>
      )}
    </li>
  );
}

export function OrderProofs({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const submissions = useUserDocumentSubmissions();
  const [announcement, setAnnouncement] = useState('');
  const titleId = `order-${orderId}-proofs`;
  const mine = submissions.data?.filter((submission) => submission.orderId === orderId) ?? [];
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('orders.proofs.title')}</h3>
      <div role="status">
        {announcement ? <p className="message message--success">{announcement}</p> : null}
      </div>
      {submissions.isPending ? <p>{t('orders.proofs.loading')}</p> : null}
      {submissions.isError ? (
        <LoadFailed error={submissions.error} onRetry={() => submissions.refetch()} />
      ) : null}
      {submissions.isSuccess && mine.length === 0 ? <p>{t('orders.proofs.none')}</p> : null}
      {mine.map((submission) => (
        <ul key={submission.id} className="order__proofs">
          {submission.documents.map((document) => (
            <Proof
              key={document.id}
              document={document}
              submission={submission}
              onReplaced={() => setAnnouncement(t('orders.proofs.replaced'))}
            />
          ))}
        </ul>
      ))}
    </section>
  );
}
