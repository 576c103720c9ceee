/**
 * What a logged-in passenger sees at a staff page: the error page's shape (status, title,
 * description, a way on), never a blank screen. The api refuses them the staff calls anyway (403).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';

export function StaffOnly() {
  const { t } = useTranslation('staff');
  const paths = usePaths();
  return (
    <div className="page page--narrow">
      <p className="error-page__status">{t('notAllowed.status')}</p>
      <h1 id="page-title">{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.text')}</p>
      <p>
        <Link to={paths.cards()}>{t('notAllowed.toCards')}</Link>
      </p>
    </div>
  );
}
