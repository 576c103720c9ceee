/** /auth/reset: forgotten password, first step (prerendered in both locales). */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form.tsx';
import type { Route } from './+types/reset';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('auth.reset.title'));

export default function ResetPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('auth.reset.title')}</h1>
      <ResetRequestForm />
    </div>
  );
}
