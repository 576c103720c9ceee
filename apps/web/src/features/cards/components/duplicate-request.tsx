/**
 * /cards/duplicate/{passengerId}: the reason (lost, stolen, damaged) and what a duplicate means for
 * the old card. Choosing a reason asks Media/requestDuplicate.json, whose answer carries the
 * catalogue's fee, shown at once; adding to the cart makes it a CARD_DUPLICATE item, which the
 * cart page picks up (docs/decisions/020-web-cards.md).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { DUPLICATE_REASONS, duplicateRequestSchema, type DuplicateReason } from '@oceane/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { addCartItem, cartStore } from '../../../lib/cart-store.ts';
import { useUser } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { FormRadioGroup } from '../../../ui/form-fields.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import { LocalLink } from '../../../ui/local-link.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { holderName, type Card } from '../api/card.ts';
import { useRequestDuplicate, type DuplicateRequest } from '../api/request-duplicate.ts';
import { DuplicateAdded } from './duplicate-added.tsx';

type Values = { reason: DuplicateReason };

/** Adds the request to the cart once: asking again for the same card answers the same request. */
function addDuplicateToCart(request: DuplicateRequest, userId: string | number | undefined): boolean {
  const already = cartStore
    .getState()
    .items.some(
      (item) => item.type === 'CARD_DUPLICATE' && String(item.duplicateRequestId) === String(request.id),
    );
  if (already) return false;
  addCartItem({
    awUserId: userId,
    ubiUserId: request.mediaId,
    type: 'CARD_DUPLICATE',
    product: {
      shopItemId: request.fee.shopItemId,
      shopItemPromoPrice: request.fee.price,
      installments: request.fee.installments,
      ubiProductId: request.fee.productId,
    },
    duplicateRequestId: request.id,
    reason: request.reason,
  });
  return true;
}

export function DuplicateRequestForm({ card }: { card: Card }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useUser();
  const request = useRequestDuplicate();
  const { mutate } = request;
  const [done, setDone] = useState<{ request: DuplicateRequest; added: boolean } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(duplicateRequestSchema),
    defaultValues: { reason: '' as DuplicateReason },
    shouldFocusError: false,
  });
  const reason = useWatch({ control: form.control, name: 'reason' });

  // The fee comes with the request: ask as soon as a reason is chosen.
  useEffect(() => {
    if (reason) mutate({ mediaId: card.id, reason });
  }, [reason, card.id, mutate]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = request.data ?? (await request.mutateAsync({ mediaId: card.id, reason: values.reason }));
      setDone({ request: answer, added: addDuplicateToCart(answer, user?.userId) });
    } catch (error) {
      form.setError('root', { type: 'server', message: errorText(t, error) });
    }
  });

  if (done) return <DuplicateAdded card={card} request={done.request} added={done.added} />;

  const fields = [
    { name: 'reason' as const, id: 'duplicate-reason', label: t('cards.duplicateRequest.reason') },
  ];
  return (
    <>
      <p className="lead">
        {t('cards.duplicateRequest.intro', { number: card.number, name: holderName(card) })}
      </p>
      <form noValidate onSubmit={submit} className="form" aria-labelledby="page-title">
        <ErrorSummary
          entries={summaryEntries(form.formState.errors, fields, t)}
          focusKey={form.formState.submitCount}
        />
        <FormRadioGroup
          control={form.control}
          name="reason"
          id="duplicate-reason"
          label={t('cards.duplicateRequest.reason')}
          options={DUPLICATE_REASONS.map((value) => ({
            value,
            label: t(`cards.duplicateRequest.reasons.${value}`),
          }))}
          isRequired
        />
        <div className="message">
          <p>{t('cards.duplicateRequest.blocked')}</p>
          <p role="status" className="duplicate-fee">
            {request.data
              ? t('cards.duplicateRequest.feeAmount', {
                  name: request.data.fee.name,
                  price: formatMoney(request.data.fee.price, locale),
                })
              : request.isPending
                ? t('cards.duplicateRequest.feeLoading')
                : t('cards.duplicateRequest.fee')}
          </p>
        </div>
        {request.isError && !form.formState.errors.root ? (
          <Alert>
            <p>{errorText(t, request.error)}</p>
          </Alert>
        ) : null}
        <div className="actions">
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('cards.duplicateRequest.submit')}
          </Button>
          <LocalLink to={`/cards?card=${card.id}`} className="button button--secondary">
            {t('cards.edit.backToCards')}
          </LocalLink>
        </div>
      </form>
    </>
  );
}
