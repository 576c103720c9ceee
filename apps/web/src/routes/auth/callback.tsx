/** /auth/callback: where the external sign-in provider sends the browser back (decision 048). */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { ExternalSignInCallback } from '../../features/auth/components/external-sign-in-callback.tsx';
import type { Route } from './+types/callback';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('externalSignIn.callbackTitle'));

export default function ExternalSignInCallbackPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('externalSignIn.callbackTitle')}</h1>
      <ExternalSignInCallback />
    </div>
  );
}
