/**
 * /account/payment-cards (spec §2 "payment cards", §3 "Saved payment card: number, expiry"): the
 * saved cards, masked, with their expiry and the schedules that charge them, a card that expires
 * before a due instalment flagged in words (not by colour alone), and each card's deletion.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Status } from '../../../ui/messages.tsx';
import { usePaymentCards, type PaymentCard } from '../api/get-payment-cards.ts';
import { AddPaymentCard } from './add-payment-card.tsx';
import { DeletePaymentCardDialog, formatExpiry, maskedCard, type Deleted } from './delete-payment-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

function CardUse({ card }: { card: PaymentCard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (card.schedules.length === 0) return <>{t('paymentCards.notUsed')}</>;
  return (
    <ul className="plain-list">
      {card.schedules.map((schedule) => (
        <li key={schedule.orderId}>
          {schedule.nextDueDate
            ? t('paymentCards.schedule', {
                reference: schedule.reference ?? schedule.orderId,
                date: formatDate(schedule.nextDueDate, locale),
              })
            : t('paymentCards.schedulePostPayment', { reference: schedule.reference ?? schedule.orderId })}
        </li>
      ))}
    </ul>
  );
}

export function PaymentCardList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const cards = usePaymentCards();
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);

  if (cards.isPending) return <p role="status">{t('paymentCards.loading')}</p>;
  if (cards.isError) {
    return <LoadFailed error={cards.error} onRetry={() => cards.refetch()} />;
  }
  return (
    <>
      <p className="lead">{t('paymentCards.intro')}</p>
      {deleted ? (
        <Status tone="success">
          {deleted.replacement
            ? t('paymentCards.deletedMoved', { card: deleted.card, replacement: deleted.replacement })
            : t('paymentCards.deleted', { card: deleted.card })}
        </Status>
      ) : null}
      {cards.data.length === 0 ? (
        <p>{t('paymentCards.empty')}</p>
      ) : (
        <table className="data-table payment-card-list">
          <caption className="visually-hidden">{t('paymentCards.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('paymentCards.card')}</th>
              <th scope="col">{t('paymentCards.expiry')}</th>
              <th scope="col">{t('paymentCards.use')}</th>
              <th scope="col">{t('paymentCards.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.data.map((card) => (
              <tr key={card.id}>
                <th scope="row" data-label={t('paymentCards.card')}>
                  {maskedCard(t, card)}
                </th>
                <td data-label={t('paymentCards.expiry')}>
                  {formatExpiry(card, locale)}
                  {card.expired ? <strong className="flag"> – {t('paymentCards.expired')}</strong> : null}
                  {card.expiresBeforeDueInstalment && !card.expired ? (
                    <strong className="flag"> – {t('paymentCards.expiresBeforeDue')}</strong>
                  ) : null}
                </td>
                <td data-label={t('paymentCards.use')}>
                  <CardUse card={card} />
                </td>
                <td data-label={t('paymentCards.actions')}>
                  <Button
                    variant="secondary"
                    aria-label={t('paymentCards.delete', { card: maskedCard(t, card) })}
                    onPress={() => {
                      setDeleted(null);
                      setDeleting(card);
                    }}
                  >
                    {t('paymentCards.deleteShort')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AddPaymentCard />
      {deleting ? (
        <DeletePaymentCardDialog
          card={deleting}
          cards={cards.data}
          onClose={() => setDeleting(null)}
          onDeleted={(done) => {
            setDeleting(null);
            setDeleted(done);
          }}
        />
      ) : null}
    </>
  );
}
