/** /account: the account page (login required). The details are asked for as the code loads. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../app/meta.ts';
import { prefetchAccountUser } from '../lib/account-user-request.ts';
import { AccountOverview } from '../features/account/components/account-overview.tsx';
import { useLogout } from '../features/auth/api/logout.ts';
import { getQueryClient } from '../lib/query-client.ts';
import type { Route } from './+types/account';

export function clientLoader() {
  prefetchAccountUser(getQueryClient());
  return null;
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('account.title'));

export default function AccountPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="page">
      <h1 id="page-title">{t('account.title')}</h1>
      <AccountOverview onLogout={logout} />
    </div>
  );
}
