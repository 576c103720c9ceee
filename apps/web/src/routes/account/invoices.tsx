/** /account/invoices (spec §2): invoices, filtered by transport mode and year. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { InvoiceList } from '../../features/orders/components/invoice-list.tsx';
import type { Route } from './+types/invoices';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('orders.invoicesTitle'));

export default function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('orders.invoicesTitle')}</h1>
      <InvoiceList />
    </div>
  );
}
