/** /staff/catalogue (decision 076): a supervisor's; an agent is told it is theirs. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { CataloguePage } from '../../features/staff-catalogue/components/catalogue-page.tsx';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/catalogue';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('catalogue.title', { ns: 'staff' }));

export default function StaffCatalogueRoute() {
  const { t } = useTranslation('staff');
  // Read by the staff layout before this page shows: the role is known here.
  const status = useSecondFactorStatus();
  return (
    <div className="page">
      <h1 id="page-title">{t('catalogue.title')}</h1>
      {status.data?.staffRole === 'supervisor' ? (
        <>
          <p className="lead">{t('catalogue.intro')}</p>
          <CataloguePage />
        </>
      ) : (
        <p>{t('catalogue.supervisorsOnly')}</p>
      )}
    </div>
  );
}
