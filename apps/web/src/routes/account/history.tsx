/** /account/history (spec §2): order tracking. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { OrderHistory } from '../../features/orders/components/order-history.tsx';
import type { Route } from './+types/history';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('orders.historyTitle'));

export default function HistoryPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('orders.historyTitle')}</h1>
      <OrderHistory />
    </div>
  );
}
