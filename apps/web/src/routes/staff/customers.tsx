/** /staff/customers (decision 073): the agent finds a customer by any key, as they type. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { CustomerSearch } from '../../features/staff-customers/components/customer-search.tsx';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/customers';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('customers.title', { ns: 'staff' }));

export default function StaffCustomersPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <h1 id="page-title">{t('customers.title')}</h1>
      <p className="lead">{t('customers.intro')}</p>
      <CustomerSearch />
    </div>
  );
}
