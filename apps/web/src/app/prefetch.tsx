/**
 * Prefetch of the likely next pages (spec §2, §9): one second after a page shows, React Router
 * preloads the modules of up to four likely next routes, unless the connection is slow-2g.
 */
import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { localizedPath, splitLocale, type Locale } from '@oceane/domain';
import { useLocation } from 'react-router';
import { pathsFor, type Paths } from '../lib/paths.ts';

export const PREFETCH_DELAY_MS = 1000;
export const PREFETCH_LIMIT = 4;

/** From each page, the pages a user most often opens next, most likely first. */
function likelyNext(paths: Paths): Record<string, string[]> {
  return {
    [paths.home()]: [paths.login(), paths.signup(), paths.cards()],
    [paths.login()]: [paths.cards(), paths.signup(), paths.reset(), paths.account()],
    [paths.signup()]: [paths.cards(), paths.login()],
    [paths.reset()]: [paths.login()],
    [paths.cards()]: [paths.account()],
    [paths.account()]: [paths.cards()],
  };
}

const LIKELY_NEXT: Record<Locale, Record<string, string[]>> = {
  fr: likelyNext(pathsFor('fr')),
  en: likelyNext(pathsFor('en')),
};

export function likelyNextPages(pathname: string): string[] {
  const { locale, path } = splitLocale(pathname);
  return (LIKELY_NEXT[locale][localizedPath(path, locale)] ?? []).slice(0, PREFETCH_LIMIT);
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
