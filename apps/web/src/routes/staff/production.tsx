/** /staff/production (decision 074): the agents print, ship, get ready for pickup and hand over the made cards. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { ProductionPage } from '../../features/staff-production/components/production-page.tsx';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/production';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('production.title', { ns: 'staff' }));

export default function StaffProductionPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <h1 id="page-title">{t('production.title')}</h1>
      <p className="lead">{t('production.intro')}</p>
      <ProductionPage />
    </div>
  );
}
