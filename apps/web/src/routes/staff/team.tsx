/** /staff/team (decision 078): the supervisors manage the staff accounts; an agent is told it is theirs. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { TeamPage } from '../../features/staff-team/components/team-page.tsx';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/team';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('team.title', { ns: 'staff' }));

export default function StaffTeamPage() {
  const { t } = useTranslation('staff');
  // Read by the staff layout before this page shows: the role is known here.
  const status = useSecondFactorStatus();
  return (
    <div className="page">
      <h1 id="page-title">{t('team.title')}</h1>
      {status.data?.staffRole === 'supervisor' ? (
        <>
          <p className="lead">{t('team.intro')}</p>
          <TeamPage />
        </>
      ) : (
        <p>{t('team.supervisorsOnly')}</p>
      )}
    </div>
  );
}
