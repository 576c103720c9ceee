/** The instalment schedule of an order paid in several times: each payment's date, amount and state. */
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import type { Order } from '../api/order-history.ts';

export function InstalmentSchedule({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `order-${order.id}-schedule`;
  return (
    <>
      <h3 id={titleId}>{t('orders.history.schedule')}</h3>
      <table className="data-table">
        <caption className="visually-hidden">
          {t('orders.history.scheduleCaption', { count: order.installments, reference: order.reference })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.history.dueDate')}</th>
            <th scope="col">{t('orders.history.amount')}</th>
            <th scope="col">{t('orders.history.paymentStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {order.schedule.map((payment) => (
            <tr key={payment.index}>
              <td data-label={t('orders.history.dueDate')}>{formatDate(payment.dueDate, locale)}</td>
              <td data-label={t('orders.history.amount')}>{formatCents(payment.amountCents, locale)}</td>
              <td
                data-label={t('orders.history.paymentStatus')}
                className={`instalment instalment--${payment.status.toLowerCase()}`}
              >
                {t(`orders.instalmentStatuses.${payment.status}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
