/**
 * /clear (spec §2 "Clears local state"): before the page shows, empties the cart and the
 * card-request tunnel saved on this device and every cached answer. The session is kept.
 */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../app/meta.ts';
import { clearLocalState } from '../lib/local-state.ts';
import { usePaths } from '../lib/paths.ts';
import { Link } from 'react-router';
import { Status } from '../ui/messages.tsx';
import type { Route } from './+types/clear';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('clear.title'));

export function clientLoader() {
  clearLocalState();
  return null;
}

export default function ClearPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('clear.title')}</h1>
      <Status tone="success">
        <p>{t('clear.done')}</p>
      </Status>
      <p>
        <Link to={paths.home()}>{t('common.backHome')}</Link>
      </p>
    </div>
  );
}
