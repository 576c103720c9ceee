/** /cards/topup/{id} (spec §2): the products this card can be reloaded with. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { CheckoutCardLoader } from '../../features/checkout/components/checkout-card-loader.tsx';
import { ReloadProducts } from '../../features/checkout/components/reload-products.tsx';
import type { Route } from './+types/topup';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('checkout.topupTitle'));

export default function TopupPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('checkout.topupTitle')}</h1>
      <CheckoutCardLoader cardId={id}>{(card) => <ReloadProducts card={card} />}</CheckoutCardLoader>
    </div>
  );
}
