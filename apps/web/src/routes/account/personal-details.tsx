/** /account/personal-details (spec §2): contact info, login e-mail and password change. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { PersonalDetails } from '../../features/account/components/personal-details.tsx';
import { prefetchAccountUser } from '../../lib/account-user-request.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import type { Route } from './+types/personal-details';

export function clientLoader() {
  prefetchAccountUser(getQueryClient());
  return null;
}

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('personalDetails.title'));

export default function PersonalDetailsPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('personalDetails.title')}</h1>
      <PersonalDetails />
    </div>
  );
}
