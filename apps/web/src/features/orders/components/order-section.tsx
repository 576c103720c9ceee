/**
 * One order of the account as the passenger reads it: reference and date, its statuses in the
 * user's words, the items with their card and holder, the amounts, the instalment schedule of a
 * payment in several times, and the invoice. A new card's item names its holder (its number comes
 * once the order is paid), and the order shows the proofs sent with it.
 */
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import type { Order } from '../api/order-history.ts';
import { CardProduction } from './card-production.tsx';
import { InstalmentSchedule } from './instalment-schedule.tsx';
import { CreditNotes } from './credit-notes.tsx';
import { InvoiceDownload } from './invoice-download.tsx';
import { OrderProofs } from './order-proofs.tsx';

export function orderTitleId(order: Pick<Order, 'id'>): string {
  return `order-${order.id}-title`;
}

export function OrderSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = orderTitleId(order);
  const money = (cents: number) => formatCents(cents, locale);
  const newCard = order.items.some((item) => item.type === 'CARD_CREATION');
  return (
    <section className="order" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {t('orders.history.orderTitle', {
          reference: order.reference,
          date: formatDate(order.createdAt, locale),
        })}
      </h2>
      <dl className="details">
        <div className="details__row">
          <dt>{t('orders.history.status')}</dt>
          <dd className={`order__status order__status--${order.status.toLowerCase()}`}>
            {t(`orders.statuses.${order.status}`)}
          </dd>
        </div>
        <div className="details__row">
          <dt>{t('orders.history.processStatus')}</dt>
          <dd>{t(`orders.processStatuses.${order.processStatus}`)}</dd>
        </div>
      </dl>

      <h3>{t('orders.history.items')}</h3>
      <ul className="order__items">
        {order.items.map((item, index) => (
          <li key={`${item.shopItemId}-${item.itemId ?? item.mediaId}-${index}`} className="order__item">
            <p className="order__product">
              {item.name}
              {item.gift ? ` (${t('orders.history.gift')})` : null}
            </p>
            {item.type === 'CARD_CREATION' ? (
              <p>{t('orders.history.newCardFor', { name: item.holderName })}</p>
            ) : null}
            <dl className="details">
              {item.cardNumber ? (
                <div className="details__row">
                  <dt>{t('orders.history.card')}</dt>
                  <dd>{item.cardNumber}</dd>
                </div>
              ) : null}
              {item.type === 'CARD_CREATION' ? null : (
                <div className="details__row">
                  <dt>{t('orders.history.holder')}</dt>
                  <dd>{item.holderName}</dd>
                </div>
              )}
              <div className="details__row">
                <dt>{t('orders.history.quantity')}</dt>
                <dd>{item.quantity}</dd>
              </div>
              <div className="details__row">
                <dt>{t('orders.history.unitPrice')}</dt>
                <dd>{money(item.unitPriceCents)}</dd>
              </div>
              <div className="details__row">
                <dt>{t('orders.history.itemTotal')}</dt>
                <dd>{money(item.totalCents)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <h3>{t('orders.history.amounts')}</h3>
      <dl className="details">
        <div className="details__row">
          <dt>{t('orders.history.subtotal')}</dt>
          <dd>{money(order.subtotalCents)}</dd>
        </div>
        {order.discountCents > 0 ? (
          <div className="details__row">
            <dt>{t('orders.history.discount')}</dt>
            <dd>− {money(order.discountCents)}</dd>
          </div>
        ) : null}
        <div className="details__row order__total">
          <dt>{t('orders.history.total')}</dt>
          <dd>{money(order.totalCents)}</dd>
        </div>
      </dl>

      {order.production && order.production.length > 0 ? <CardProduction cards={order.production} /> : null}

      {newCard ? <OrderProofs orderId={order.id} /> : null}

      {order.installments > 1 && order.schedule.length > 0 ? <InstalmentSchedule order={order} /> : null}

      {order.invoice ? (
        <>
          <InvoiceDownload orderId={order.id} number={order.invoice.number} />
          <CreditNotes orderId={order.id} />
        </>
      ) : (
        <p className="hint">{t('orders.history.noInvoiceYet')}</p>
      )}
    </section>
  );
}
