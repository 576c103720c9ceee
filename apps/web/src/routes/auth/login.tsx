/** /auth/login: the login tab (prerendered in both locales), and the reload without an account. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { AuthTabs } from '../../features/auth/components/auth-tabs.tsx';
import { ExternalSignInButtons } from '../../features/auth/components/external-sign-in-buttons.tsx';
import { GuestReloadSection } from '../../features/auth/components/guest-reload-section.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import type { Route } from './+types/login';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('auth.login.title'));

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('auth.login.title')}</h1>
      <AuthTabs selected="login">
        <LoginForm />
        <ExternalSignInButtons />
      </AuthTabs>
      <GuestReloadSection />
    </div>
  );
}
