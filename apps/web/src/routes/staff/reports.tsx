/** /staff/reports (decision 075): the supervisors download the sales journal of a period; an agent is told it is theirs. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { SalesJournal } from '../../features/staff-reports/components/sales-journal.tsx';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/reports';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('reports.title', { ns: 'staff' }));

export default function StaffReportsPage() {
  const { t } = useTranslation('staff');
  // Read by the staff layout before this page shows: the role is known here.
  const status = useSecondFactorStatus();
  return (
    <div className="page">
      <h1 id="page-title">{t('reports.title')}</h1>
      {status.data?.staffRole === 'supervisor' ? <SalesJournal /> : <p>{t('reports.supervisorsOnly')}</p>}
    </div>
  );
}
