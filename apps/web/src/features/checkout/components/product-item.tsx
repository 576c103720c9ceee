/** One product of the reload page: name, price, period, the instalments offered, "Add to cart". */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import type { ShopProduct } from '../api/reload-products.ts';

const RENEWALS = ['P7D', 'P14D', 'P1M', 'P6M', 'P1Y'] as const;

/** The renewal interval in words ("Valable 1 mois"), or null for a product that does not renew. */
export function periodText(t: TFunction, renewalInterval: string | null): string | null {
  const known = RENEWALS.find((code) => code === renewalInterval);
  return known ? t(`checkout.renewal.${known}`) : null;
}

/** "Payable en 1, 4 ou 10 fois" (spec §9: the options offered, 1 always). */
export function instalmentsText(t: TFunction, installments: readonly number[]): string {
  const counts = [...new Set([1, ...installments])].sort((a, b) => a - b);
  if (counts.length === 1) return t('checkout.instalments.one');
  return t('checkout.instalments.many', {
    list: counts.slice(0, -1).join(', '),
    last: counts[counts.length - 1],
  });
}

export function ProductItem({ product, onAdd }: { product: ShopProduct; onAdd: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const period = periodText(t, product.renewalInterval);
  return (
    <li className="product">
      <h3>{product.name}</h3>
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
      </dl>
      <p className="hint">{instalmentsText(t, product.installments)}</p>
      <Button variant="primary" onPress={onAdd}>
        {t('checkout.topup.add')} <span className="visually-hidden">{product.name}</span>
      </Button>
    </li>
  );
}
