/** /staff/audit-log (decision 070): the supervisors read and export the audit log; an agent is told it is theirs. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { AuditLogPage } from '../../features/staff-audit/components/audit-log-page.tsx';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/audit-log';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('audit.title', { ns: 'staff' }));

export default function StaffAuditLogPage() {
  const { t } = useTranslation('staff');
  // Read by the staff layout before this page shows: the role is known here.
  const status = useSecondFactorStatus();
  return (
    <div className="page">
      <h1 id="page-title">{t('audit.title')}</h1>
      {status.data?.staffRole === 'supervisor' ? (
        <>
          <p className="lead">{t('audit.intro')}</p>
          <AuditLogPage />
        </>
      ) : (
        <p>{t('audit.supervisorsOnly')}</p>
      )}
    </div>
  );
}
