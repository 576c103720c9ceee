/**
 * Prefetch of the likely next pages (spec §2, §9; docs/decisions/051-build-manifests.md): one
 * second after a page shows, unless the connection is slow-2g, the app fetches the payload of up
 * to four likely next pages (`{page}/_payload.json?v={build}`, one small JSON each) and prefetches
 * the scripts and stylesheets it names that the page has not fetched yet. They are fetched with
 * `<link rel="prefetch">` (the lowest priority, into the HTTP cache, not compiled): modulepreload
 * would compile the login and cards code while the page is still hydrating (issue 9,
 * docs/decisions/036-web-first-paint.md). A payload of another build than the running one sends
 * the build watch looking for a newer build; once one is known, the payloads are that build's, so
 * the full page load of the next navigation finds its files in the cache.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { localizedPath, splitLocale, type Locale } from '@oceane/domain';
import { pathsFor, type Paths } from '../lib/paths.ts';
import type { Prefetch } from './build-manifests.ts';
import { buildManifests, lookForNewerBuild, newerBuild, onNewerBuild } from './build-watch.ts';

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

const newerBuildId = () => newerBuild()?.id ?? null;

export function LikelyNextPrefetch() {
  const { pathname } = useLocation();
  const newer = useSyncExternalStore(onNewerBuild, newerBuildId, () => null);
  const [prefetch, setPrefetch] = useState<Prefetch | null>(null);

  useEffect(() => {
    const pages = likelyNextPages(pathname);
    if (pages.length === 0 || isSlowConnection()) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      buildManifests()
        .then((module) => module.payloadFiles(pages, newer ?? __BUILD_ID__, __BUILD_ID__, controller.signal))
        .then((files) => {
          if (files.stale) void lookForNewerBuild();
          if (!controller.signal.aborted) setPrefetch(files);
        })
        .catch(() => undefined);
    }, PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pathname, newer]);

  if (!prefetch) return null;
  return (
    <>
      {prefetch.scripts.map((href) => (
        <link key={href} rel="prefetch" as="script" crossOrigin="anonymous" href={href} />
      ))}
      {prefetch.styles.map((href) => (
        <link key={href} rel="prefetch" as="style" href={href} />
      ))}
    </>
  );
}
