/** /staff/review (decision 072): the agents review the proofs that gate the new cards. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { ReviewPage } from '../../features/staff-review/components/review-page.tsx';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import type { Route } from './+types/review';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('review.title', { ns: 'staff' }));

export default function StaffReviewPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <h1 id="page-title">{t('review.title')}</h1>
      <p className="lead">{t('review.intro')}</p>
      <ReviewPage />
    </div>
  );
}
