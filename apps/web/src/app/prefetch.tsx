/**
 * Prefetch of the likely next pages (spec §2, §9): one second after a page shows, React Router
 * preloads the modules of up to four likely next routes, unless the connection is slow-2g.
 */
import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { localizedPath, splitLocale } from '@oceane/domain';
import { useLocation } from 'react-router';

export const PREFETCH_DELAY_MS = 1000;
export const PREFETCH_LIMIT = 4;

const LIKELY_NEXT: Record<string, string[]> = {
  '/': ['/auth/login', '/auth/signup', '/cards'],
  '/auth/login': ['/cards', '/auth/signup', '/auth/reset', '/account'],
  '/auth/signup': ['/cards', '/auth/login'],
  '/auth/reset': ['/auth/login'],
  '/cards': ['/account'],
  '/account': ['/cards'],
};

export function likelyNextPages(pathname: string): string[] {
  const { locale, path } = splitLocale(pathname);
  return (LIKELY_NEXT[path] ?? []).slice(0, PREFETCH_LIMIT).map((next) => localizedPath(next, locale));
}

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.saveData === true;
}

export function LikelyNextPrefetch() {
  const { pathname } = useLocation();
  const [readyFor, setReadyFor] = useState<string | null>(null);

  useEffect(() => {
    if (isSlowConnection()) return;
    const timer = window.setTimeout(() => setReadyFor(pathname), PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  if (readyFor !== pathname) return null;
  return (
    <>
      {likelyNextPages(pathname).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
