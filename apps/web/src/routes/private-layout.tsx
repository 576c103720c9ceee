/** The pages behind a login (cards, account): guarded before they render or fetch anything. */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadHeader } from '../app/app-header.tsx';
import { guardRequest } from '../app/navigation-guard.ts';
import { AriaLocale } from '../ui/aria-locale.tsx';
import type { Route } from './+types/private-layout';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const redirect = guardRequest(request);
  if (redirect) throw redirect;
  // The header is a chunk of its own (app-header.tsx): here before the page renders, or it would
  // push the page down as it arrives. A failed load leaves the page without it, not broken.
  return loadHeader().then(
    () => null,
    () => null,
  );
}

export default function PrivateLayout() {
  return (
    <AriaLocale>
      <Outlet />
    </AriaLocale>
  );
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <p className="page loading" role="status">
      {t('common.loading')}
    </p>
  );
}
