/** /staff/vouchers (decision 076): a supervisor's; an agent is told it is theirs. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { VouchersPage } from '../../features/staff-catalogue/components/vouchers-page.tsx';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/vouchers';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('vouchers.title', { ns: 'staff' }));

export default function StaffVouchersRoute() {
  const { t } = useTranslation('staff');
  // Read by the staff layout before this page shows: the role is known here.
  const status = useSecondFactorStatus();
  return (
    <div className="page">
      <h1 id="page-title">{t('vouchers.title')}</h1>
      {status.data?.staffRole === 'supervisor' ? (
        <>
          <p className="lead">{t('vouchers.intro')}</p>
          <VouchersPage />
        </>
      ) : (
        <p>{t('vouchers.supervisorsOnly')}</p>
      )}
    </div>
  );
}
