/** A link within the portal, written without locale ('/cards') and sent to the page's locale. */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocalizedPath } from '../i18n/locale.ts';

type LocalLinkProps = { to: string; children: ReactNode; className?: string; lang?: string };

export function LocalLink({ to, ...props }: LocalLinkProps) {
  const localized = useLocalizedPath();
  return <Link to={localized(to)} {...props} />;
}

/** A navigation link that says aria-current="page" on its own page. */
export function LocalNavLink({ to, ...props }: LocalLinkProps) {
  const localized = useLocalizedPath();
  return <NavLink to={localized(to)} end {...props} />;
}
