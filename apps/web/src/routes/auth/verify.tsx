/** /auth/verify?code=: the mailed e-mail verification link. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { EmailVerification } from '../../features/auth/components/email-verification.tsx';
import type { Route } from './+types/verify';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('auth.verify.title'));

export default function VerifyPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('auth.verify.title')}</h1>
      <EmailVerification code={searchParams.get('code')} />
    </div>
  );
}
