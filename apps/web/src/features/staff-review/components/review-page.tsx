/**
 * The body of /staff/review (decision 072): the queue of proofs awaiting review, oldest first, in
 * a table whose rows each have an "Open" button (Tab and Enter); an opened item is claimed for the
 * agent, shows the document (an image, or the PDF in an object) fetched with the session from the
 * no-store staff call, who holds it, and Accept / Refuse with a reason from the list (+ text for
 * OTHER); after the verdict the next item opens.
 */
import { REFUSAL_REASONS, type RefusalReason, type ReviewItem } from '@oceane/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { RadioGroupField } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  useClaimReview,
  useReviewDocument,
  useReviewDocumentFile,
  useReviewQueue,
} from '../api/review-queue.ts';

function useAge() {
  const { t } = useTranslation('staff');
  return (minutes: number) => {
    if (minutes < 60) return t('review.minutes', { count: minutes });
    if (minutes < 24 * 60)
      return t('review.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    return t('review.days', { count: Math.floor(minutes / (24 * 60)) });
  };
}

function DocumentView({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('staff');
  const file = useReviewDocumentFile(item.documentId);
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (file.isError) return <Alert>{t('review.loadFailed')}</Alert>;
  if (!url) return null;
  return item.mimeType === 'application/pdf' ? (
    <object className="review-document" data={url} type="application/pdf" title={t('review.pdfTitle')}>
      <a href={url}>{t('review.pdfTitle')}</a>
    </object>
  ) : (
    <img className="review-document" src={url} alt={t('review.imageAlt', { holder: item.holder.name })} />
  );
}

function ReviewItemPanel({
  item,
  onDone,
  onBack,
}: {
  item: ReviewItem;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const claim = useClaimReview();
  const verdict = useReviewDocument();
  const heading = useRef<HTMLHeadingElement>(null);
  const [reason, setReason] = useState<RefusalReason>('UNREADABLE');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>(undefined);
  const { mutate: take } = claim;

  useEffect(() => {
    take({ documentId: item.documentId });
    heading.current?.focus();
  }, [item.documentId, take]);

  const holder = claim.data?.item.claim ?? item.claim;
  const held = claim.data?.held ?? false;
  const decide = (status: 'VALID' | 'INVALID') => {
    if (status === 'INVALID' && reason === 'OTHER' && text.trim() === '') {
      setTextError(t('review.otherHint'));
      return;
    }
    verdict.mutate(
      {
        documentId: item.documentId,
        status,
        ...(status === 'INVALID'
          ? { reasonCode: reason, ...(text.trim() ? { reason: text.trim() } : {}) }
          : {}),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <section aria-labelledby="review-item-title" className="review-item">
      <h2 id="review-item-title" tabIndex={-1} ref={heading}>
        {t('review.documentTitle', {
          id: item.documentId,
          type: item.type,
          holder: item.holder.name,
          order: item.orderReference,
        })}
      </h2>
      {claim.isPending ? null : held && holder ? (
        <Status>{t('review.youHold', { time: formatTime(holder.expiresAt, locale) })}</Status>
      ) : holder ? (
        <>
          <Alert>
            {t('review.otherHolds', { email: holder.email, time: formatTime(holder.expiresAt, locale) })}
          </Alert>
          <Button variant="secondary" onPress={() => take({ documentId: item.documentId, takeOver: true })}>
            {t('review.takeOver')}
          </Button>
        </>
      ) : null}
      {claim.isError ? (
        <LoadFailed error={claim.error} onRetry={() => take({ documentId: item.documentId })} />
      ) : null}
      <DocumentView item={item} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          decide('INVALID');
        }}
      >
        <RadioGroupField
          id="review-reason"
          name="reason"
          label={t('review.reason')}
          value={reason}
          onChange={(value) => setReason(value as RefusalReason)}
          options={REFUSAL_REASONS.map((code) => ({ value: code, label: t(`review.reasons.${code}`) }))}
        />
        {reason === 'OTHER' ? (
          <TextField
            id="review-reason-text"
            name="reasonText"
            label={t('review.otherText')}
            description={t('review.otherHint')}
            value={text}
            onChange={(value) => {
              setText(value);
              setTextError(undefined);
            }}
            error={textError}
            isRequired
          />
        ) : null}
        {verdict.isError ? <Alert>{verdict.error.message}</Alert> : null}
        <div className="actions">
          <Button onPress={() => decide('VALID')} isPending={verdict.isPending} isDisabled={!held}>
            {t('review.accept')}
          </Button>
          <Button type="submit" variant="secondary" isPending={verdict.isPending} isDisabled={!held}>
            {t('review.refuse')}
          </Button>
          <Button variant="quiet" onPress={onBack}>
            {t('review.back')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function ReviewPage() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const queue = useReviewQueue();
  const age = useAge();
  const [openId, setOpenId] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  // Where the focus goes when the list shows again (decision 078's keyboard pass): the message of
  // a verdict, or the "Open" button of the item the agent came back from.
  const returnTo = useRef<'done' | number | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const items = queue.data ?? [];
  const open = items.find((item) => item.documentId === openId);
  useEffect(() => {
    const target = returnTo.current;
    if (open || target === null) return;
    if (target === 'done') doneRef.current?.focus();
    else list.current?.querySelector<HTMLElement>(`[data-review-open="${target}"]`)?.focus();
    returnTo.current = null;
  }, [open]);

  if (queue.isPending) return <p role="status">{common('common.loading')}</p>;
  if (queue.isError) return <LoadFailed error={queue.error} onRetry={() => void queue.refetch()} />;
  if (open) {
    const next = items[items.indexOf(open) + 1] ?? null;
    return (
      <ReviewItemPanel
        key={open.documentId}
        item={open}
        onBack={() => {
          returnTo.current = open.documentId;
          setOpenId(null);
        }}
        onDone={() => {
          setDone(true);
          if (!next) returnTo.current = 'done';
          setOpenId(next ? next.documentId : null);
        }}
      />
    );
  }
  return (
    <>
      <div ref={doneRef} tabIndex={-1}>
        {done ? <Status tone="success">{t('review.done')}</Status> : null}
      </div>
      {items.length === 0 ? (
        <p>{t('review.empty')}</p>
      ) : (
        <div className="table-scroll" ref={list}>
          <table className="data-table">
            <caption>{t('review.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('review.age')}</th>
                <th scope="col">{t('review.type')}</th>
                <th scope="col">{t('review.holder')}</th>
                <th scope="col">{t('review.order')}</th>
                <th scope="col">{t('review.heldBy')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('review.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.documentId}>
                  <td data-label={t('review.age')}>{age(item.ageMinutes)}</td>
                  <td data-label={t('review.type')}>{item.type}</td>
                  <td data-label={t('review.holder')}>{item.holder.name}</td>
                  <td data-label={t('review.order')}>{item.orderReference}</td>
                  <td data-label={t('review.heldBy')}>{item.claim?.email ?? t('review.nobody')}</td>
                  <td data-label={t('review.open')}>
                    <Button
                      variant="secondary"
                      data-review-open={item.documentId}
                      aria-label={t('review.openItem', { holder: item.holder.name })}
                      onPress={() => {
                        setDone(false);
                        setOpenId(item.documentId);
                      }}
                    >
                      {t('review.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
