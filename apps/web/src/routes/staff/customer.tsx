/** /staff/customers/:accountId (decision 073): a customer's page and its first actions. */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { CustomerPage } from '../../features/staff-customers/components/customer-page.tsx';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { RefundsSection } from '../../features/staff-customers/components/refunds-section.tsx';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import { usePaths } from '../../lib/paths.ts';
import type { Route } from './+types/customer';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('customers.title', { ns: 'staff' }));

export default function StaffCustomerPage() {
  const { t } = useTranslation('staff');
  const paths = usePaths();
  const accountId = Number(useParams().accountId);
  // Read by the staff layout before this page shows (decision 070): the role is known here.
  const supervisor = useSecondFactorStatus().data?.staffRole === 'supervisor';
  return (
    <div className="page">
      <p>
        <Link to={paths.staffCustomers!()}>{t('customers.backToSearch')}</Link>
      </p>
      {Number.isInteger(accountId) && accountId > 0 ? (
        <>
          <CustomerPage accountId={accountId} supervisor={supervisor} />
          <RefundsSection accountId={accountId} supervisor={supervisor} />
        </>
      ) : (
        <h1 id="page-title">{t('customers.loadError')}</h1>
      )}
    </div>
  );
}
