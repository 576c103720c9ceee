/**
 * What stopping or moving a pass changes, as the api computed it (decision 064): from when, what is
 * refunded, what is still billed and when. The dialogs show it before the passenger confirms.
 */
import type { SubscriptionConsequences, SubscriptionUsage } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';

type Kind = { action: 'terminate'; postPayment: boolean } | { action: 'move'; cardNumber: string };

function UsageLines({ usage, kind }: { usage: SubscriptionUsage; kind: Kind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (day: string) => formatDate(day, locale);
  const money = (cents: number) => formatCents(cents, locale);
  const counted = {
    count: usage.trips,
    since: date(usage.since),
    amount: money(usage.amountCents),
    trip: money(usage.tripCents),
  };
  return (
    <>
      <li>
        {kind.action === 'move'
          ? t('subscriptionChanges.consequences.moveUsage', counted)
          : usage.capCents === null
            ? t('subscriptionChanges.consequences.usageUncapped', counted)
            : t('subscriptionChanges.consequences.usage', { ...counted, cap: money(usage.capCents) })}
      </li>
      {kind.action === 'move' && usage.capCents !== null ? (
        <li>{t('subscriptionChanges.consequences.moveBills', { cap: money(usage.capCents) })}</li>
      ) : null}
      <li>
        {usage.paymentCard
          ? t('subscriptionChanges.consequences.billedOn', {
              billedOn: date(usage.billedOn),
              brand: usage.paymentCard.brand,
              last4: usage.paymentCard.last4,
            })
          : t('subscriptionChanges.consequences.billedOnRegistered', { billedOn: date(usage.billedOn) })}
      </li>
    </>
  );
}

export function SubscriptionConsequencesList({
  consequences,
  kind,
  titleId,
}: {
  consequences: SubscriptionConsequences;
  kind: Kind;
  titleId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (day: string) => formatDate(day, locale);
  const dates = { lastDay: date(consequences.lastDay), effectiveFrom: date(consequences.effectiveFrom) };
  return (
    <section aria-labelledby={titleId} className="consequences">
      <h3 id={titleId}>{t('subscriptionChanges.consequences.title')}</h3>
      <ul>
        <li>
          {kind.action === 'move'
            ? t('subscriptionChanges.consequences.moveFrom', { ...dates, number: kind.cardNumber })
            : kind.postPayment
              ? t('subscriptionChanges.consequences.fareLastDay', dates)
              : t('subscriptionChanges.consequences.passLastDay', dates)}
        </li>
        {consequences.usage ? <UsageLines usage={consequences.usage} kind={kind} /> : null}
        <li>
          {consequences.refundCents > 0
            ? t('subscriptionChanges.consequences.refund', {
                amount: formatCents(consequences.refundCents, locale),
              })
            : t('subscriptionChanges.consequences.noRefund')}
          {kind.action === 'move' ? ` ${t('subscriptionChanges.consequences.moveFree')}` : null}
        </li>
      </ul>
      {consequences.dueInstalments.length > 0 ? (
        <>
          <p>{t('subscriptionChanges.consequences.dueTitle')}</p>
          <ul>
            {consequences.dueInstalments.map((instalment) => (
              <li key={`${instalment.orderReference}-${instalment.dueDate}`}>
                {t('subscriptionChanges.consequences.due', {
                  amount: formatCents(instalment.amountCents, locale),
                  date: date(instalment.dueDate),
                  reference: instalment.orderReference,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
