/** /cart (spec §2): the cart, its total, the terms and the payment mode. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../app/meta.ts';
import type { Route } from './+types/cart';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('checkout.cartTitle'));

export default function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('checkout.cartTitle')}</h1>
    </div>
  );
}
