/** /staff/disruptions (decision 053): the agents publish a disruption; the passengers' alerts follow. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { DisruptionsPage } from '../../features/staff/components/disruptions-page.tsx';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/disruptions';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('disruptions.title', { ns: 'staff' }));

export default function StaffDisruptionsPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <h1 id="page-title">{t('disruptions.title')}</h1>
      <p className="lead">{t('disruptions.intro')}</p>
      <DisruptionsPage />
    </div>
  );
}
