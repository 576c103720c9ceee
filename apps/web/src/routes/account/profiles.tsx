/** /account/profiles (decision 049): the identity's profiles, added and disabled. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { ProfileList } from '../../features/profiles/components/profile-list.tsx';
import type { Route } from './+types/profiles';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('profiles.title'));

export default function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('profiles.title')}</h1>
      <ProfileList />
    </div>
  );
}
