/** /cart (spec §2): the cart, its total, the terms and the payment mode; the payment results. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../app/meta.ts';
import { CartView } from '../features/checkout/components/cart-view.tsx';
import { TermsLink } from '../features/legal/components/terms-link.tsx';
import type { Route } from './+types/cart';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('checkout.cartTitle'));

export default function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 id="page-title" tabIndex={-1}>
        {t('checkout.cartTitle')}
      </h1>
      <CartView termsLink={<TermsLink kind="termsOfUse" />} />
    </div>
  );
}
