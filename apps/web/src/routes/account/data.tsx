/** /account/data, "Vos données" (decision 049): the download of everything held, and the account's deletion. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { AccountErasure } from '../../features/account-data/components/account-erasure.tsx';
import { DataDownload } from '../../features/account-data/components/data-download.tsx';
import type { Route } from './+types/data';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('accountData.title'));

export default function AccountDataPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('code');
  return (
    <div className="page">
      <h1 id="page-title">{t('accountData.title')}</h1>
      <p>{t('accountData.intro')}</p>
      {code === null ? <DataDownload /> : null}
      <AccountErasure code={code} />
    </div>
  );
}
