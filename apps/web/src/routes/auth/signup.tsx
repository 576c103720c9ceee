/** /auth/signup: the signup tab (prerendered in both locales), its terms readable in a dialog. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { AuthTabs } from '../../features/auth/components/auth-tabs.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { TermsLink } from '../../features/legal/components/terms-link.tsx';
import type { Route } from './+types/signup';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('auth.signup.title'));

export default function SignupPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('auth.signup.title')}</h1>
      <AuthTabs selected="signup">
        <SignupForm termsLink={<TermsLink kind="termsOfUse" />} />
      </AuthTabs>
    </div>
  );
}
