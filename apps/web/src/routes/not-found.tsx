/** Any other path: 'Page Not Found' with the address asked for (spec §2). */
import { useLocation } from 'react-router';
import { pageMeta } from '../app/meta.ts';
import { ErrorPage } from '../features/shell/components/error-page.tsx';
import type { Route } from './+types/not-found';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('notFound.title'));

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
