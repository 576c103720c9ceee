/** /cards/topup/{id} (spec §2): the products this card can be reloaded with. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import type { Route } from './+types/topup';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('checkout.topupTitle'));

export default function TopupPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('checkout.topupTitle')}</h1>
    </div>
  );
}
