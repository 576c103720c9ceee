/** The cart's amounts as the server computed them: subtotal, the voucher's discount, total, VAT. */
import type { Amount } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';

export function CartTotals({ amount }: { amount: Amount }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  return (
    <dl className="details cart-totals">
      <div className="details__row">
        <dt>{t('checkout.cart.subtotal')}</dt>
        <dd>{money(amount.subtotalCents)}</dd>
      </div>
      {amount.discountCents > 0 ? (
        <div className="details__row">
          <dt>
            {amount.voucher
              ? t('checkout.cart.voucherLine', { code: amount.voucher.code, label: amount.voucher.label })
              : t('checkout.cart.discountTotal')}
          </dt>
          <dd>{money(-amount.discountCents)}</dd>
        </div>
      ) : null}
      <div className="details__row details__row--total">
        <dt>{t('checkout.cart.total')}</dt>
        <dd>{money(amount.totalCents)}</dd>
      </div>
      <div className="details__row">
        <dt>{t('checkout.cart.vat')}</dt>
        <dd>{money(amount.vatCents)}</dd>
      </div>
    </dl>
  );
}
