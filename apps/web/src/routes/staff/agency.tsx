/** /staff/agency (decision 076): a supervisor's; an agent is told it is theirs. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { AgencyPage } from '../../features/staff-catalogue/components/agency-page.tsx';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/agency';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('agency.title', { ns: 'staff' }));

export default function StaffAgencyRoute() {
  const { t } = useTranslation('staff');
  // Read by the staff layout before this page shows: the role is known here.
  const status = useSecondFactorStatus();
  return (
    <div className="page">
      <h1 id="page-title">{t('agency.title')}</h1>
      {status.data?.staffRole === 'supervisor' ? (
        <>
          <p className="lead">{t('agency.intro')}</p>
          <AgencyPage />
        </>
      ) : (
        <p>{t('agency.supervisorsOnly')}</p>
      )}
    </div>
  );
}
