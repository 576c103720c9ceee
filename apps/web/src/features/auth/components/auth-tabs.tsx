/** Login and signup as two tabs, each one its own page (spec §2: "Login and signup (tabs)"). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../i18n/locale.ts';
import { LinkTabs } from '../../../ui/link-tabs.tsx';

export function AuthTabs({ selected, children }: { selected: 'login' | 'signup'; children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <LinkTabs
      label={t('auth.tabs')}
      selected={selected}
      tabs={[
        { id: 'login', href: localized('/auth/login'), label: t('auth.loginTab') },
        { id: 'signup', href: localized('/auth/signup'), label: t('auth.signupTab') },
      ]}
    >
      {children}
    </LinkTabs>
  );
}
