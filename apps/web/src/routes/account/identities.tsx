/** /account/identities (our addition, decision 048): the external accounts that sign in to this one. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { IdentitiesSection } from '../../features/identities/components/identities-section.tsx';
import type { Route } from './+types/identities';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('externalSignIn.title'));

export default function IdentitiesPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('externalSignIn.title')}</h1>
      <IdentitiesSection />
    </div>
  );
}
