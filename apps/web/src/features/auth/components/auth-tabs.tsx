/** Login and signup as two tabs, each one its own page (spec §2: "Login and signup (tabs)"). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../lib/paths.ts';
import { LinkTabs } from '../../../ui/link-tabs.tsx';

export function AuthTabs({ selected, children }: { selected: 'login' | 'signup'; children: ReactNode }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <LinkTabs
      label={t('auth.tabs')}
      selected={selected}
      tabs={[
        { id: 'login', href: paths.login(), label: t('auth.loginTab') },
        { id: 'signup', href: paths.signup(), label: t('auth.signupTab') },
      ]}
    >
      {children}
    </LinkTabs>
  );
}
