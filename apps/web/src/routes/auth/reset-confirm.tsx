/** /auth/reset/confirm?email=&code=: the mailed link's new-password form. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { ResetConfirmForm } from '../../features/auth/components/reset-confirm-form.tsx';
import type { Route } from './+types/reset-confirm';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('auth.resetConfirm.title'));

export default function ResetConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('auth.resetConfirm.title')}</h1>
      <ResetConfirmForm email={searchParams.get('email')} code={searchParams.get('code')} />
    </div>
  );
}
