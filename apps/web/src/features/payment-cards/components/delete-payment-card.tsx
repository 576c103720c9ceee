/**
 * The deletion of a saved card, in a dialog: a card that a schedule still charges asks first for
 * the saved card that takes it over, among those valid through the schedules' last due dates
 * (decision 046). The answer's refusals are said at the top of the dialog's form.
 */
import { MESSAGE_KEYS, type Locale } from '@oceane/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INTL_LOCALE, useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormRadioGroup } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { useDeletePaymentCard } from '../api/delete-payment-card.ts';
import type { PaymentCard } from '../api/get-payment-cards.ts';

export const maskedCard = (t: TFunction, card: PaymentCard) =>
  t('paymentCards.masked', { brand: card.brand, last4: card.last4 });

/** The expiry month as the reader writes it: « décembre 2029 » / "December 2029". */
export function formatExpiry(card: PaymentCard, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(card.expYear, card.expMonth - 1, 15)));
}

/** The other saved cards valid through the last due date of every schedule of `card`. */
export function replacementsFor(card: PaymentCard, cards: PaymentCard[]): PaymentCard[] {
  const lastDue = card.schedules.reduce<string>(
    (last, s) => (s.lastDueDate && s.lastDueDate > last ? s.lastDueDate : last),
    '',
  );
  return cards.filter((other) => other.id !== card.id && !other.expired && other.validThrough >= lastDue);
}

export type Deleted = { card: string; replacement: string | null };

export function DeletePaymentCardDialog({
  card,
  cards,
  onClose,
  onDeleted,
}: {
  card: PaymentCard;
  cards: PaymentCard[];
  onClose: () => void;
  onDeleted: (deleted: Deleted) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useDeletePaymentCard();
  const needed = card.schedules.length > 0;
  const replacements = replacementsFor(card, cards);
  const schema = useMemo(
    () => z.object({ replacementCardId: needed ? z.string().min(1, MESSAGE_KEYS.required) : z.string() }),
    [needed],
  );
  const kit = useFormKit({ schema, defaultValues: { replacementCardId: '' }, idPrefix: 'delete-card' });
  const name = maskedCard(t, card);
  const submit = async ({ replacementCardId }: { replacementCardId: string }) => {
    const replacement = replacements.find((other) => String(other.id) === replacementCardId);
    await remove.mutateAsync({
      paymentCardId: card.id,
      ...(needed && replacement ? { replacementCardId: replacement.id } : {}),
    });
    onDeleted({ card: name, replacement: needed && replacement ? maskedCard(t, replacement) : null });
  };
  const blocked = needed && replacements.length === 0;
  return (
    <ModalDialog
      title={t('paymentCards.dialogTitle', { card: name })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Form kit={kit} onSubmit={submit} className="form dialog__form">
        <FormErrorSummary />
        {needed ? (
          <p>{t('paymentCards.needsReplacement', { count: card.schedules.length })}</p>
        ) : (
          <p>{t('paymentCards.confirm')}</p>
        )}
        {blocked ? <p>{t('paymentCards.noReplacement')}</p> : null}
        {needed && !blocked ? (
          <FormRadioGroup
            {...kit.field('replacementCardId')}
            label={t('paymentCards.replacement')}
            options={replacements.map((other) => ({
              value: String(other.id),
              label: t('paymentCards.validUntil', {
                card: maskedCard(t, other),
                date: formatExpiry(other, locale),
              }),
            }))}
            isRequired
          />
        ) : null}
        <div className="actions">
          {blocked ? null : <SubmitButton>{t('paymentCards.confirmDelete')}</SubmitButton>}
          <Button variant="secondary" onPress={onClose}>
            {t('paymentCards.cancel')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
