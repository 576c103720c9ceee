/** /account: the account page (login required). */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../app/meta.ts';
import { AccountOverview } from '../features/account/components/account-overview.tsx';
import type { Route } from './+types/account';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('account.title'));

export default function AccountPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('account.title')}</h1>
      <AccountOverview />
    </div>
  );
}
