/**
 * A shop product's price, period and instalments, as the reload page and step 1 of the order
 * flow show them; `extraRows` adds rows to the same list (the order flow's audience).
 */
import type { ShopProduct } from '@oceane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../i18n/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { instalmentsText, periodText } from './product-text.ts';

type ProductSummaryProps = {
  product: Pick<ShopProduct, 'priceCents' | 'renewalInterval' | 'installments'>;
  extraRows?: ReactNode;
};

export function ProductSummary({ product, extraRows }: ProductSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const period = periodText(t, product.renewalInterval);
  return (
    <>
      <dl className="details">
        <div className="details__row">
          <dt>{t('checkout.topup.price')}</dt>
          <dd>{formatCents(product.priceCents, locale)}</dd>
        </div>
        {period ? (
          <div className="details__row">
            <dt>{t('checkout.topup.period')}</dt>
            <dd>{period}</dd>
          </div>
        ) : null}
        {extraRows}
      </dl>
      <p className="hint">{instalmentsText(t, product.installments)}</p>
    </>
  );
}
