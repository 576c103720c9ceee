/**
 * Prefetch of the likely next pages (spec §2, §9): one second after a page shows, the modules of
 * up to four likely next routes are fetched, unless the connection is slow-2g. They are fetched
 * with `<link rel="prefetch">` (the lowest priority, into the HTTP cache, not compiled) rather than
 * React Router's `PrefetchPageLinks`, whose `modulepreload` links fetch at high priority and
 * compile about 120 KB of login and cards code while the page is still hydrating (issue 9,
 * docs/decisions/036-web-first-paint.md). The modules are the ones `PrefetchPageLinks` names.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import {
  matchRoutes,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
  useLocation,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
  type RouteObject,
} from 'react-router';
import { localizedPath, splitLocale, type Locale } from '@oceane/domain';
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

/**
 * The modules of the pages' routes that are not loaded yet, as React Router's `PrefetchPageLinks`
 * lists them (each route's module, its client loader and action chunks, and their imports).
 */
export function pageModules(
  pages: readonly string[],
  routes: RouteObject[],
  manifest: AssetsManifest,
  loaded: RouteModules,
): string[] {
  const hrefs = new Set<string>();
  for (const page of pages) {
    for (const { route } of matchRoutes(routes, page) ?? []) {
      const entry = route.id === undefined ? undefined : manifest.routes[route.id];
      if (!entry || entry.id in loaded) continue;
      for (const href of [
        entry.module,
        entry.clientLoaderModule,
        entry.clientActionModule,
        ...(entry.imports ?? []),
      ])
        if (href) hrefs.add(href);
    }
  }
  return [...hrefs];
}

function PrefetchLinks({ pages }: { pages: readonly string[] }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const hrefs = useMemo(
    () =>
      framework && dataRouter
        ? pageModules(
            pages,
            dataRouter.router.routes as RouteObject[],
            framework.manifest,
            framework.routeModules,
          )
        : [],
    [pages, framework, dataRouter],
  );
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="prefetch" as="script" crossOrigin="anonymous" href={href} />
      ))}
    </>
  );
}

export function LikelyNextPrefetch() {
  const { pathname } = useLocation();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const pages = useMemo(() => likelyNextPages(pathname), [pathname]);

  useEffect(() => {
    if (isSlowConnection()) return;
    const timer = window.setTimeout(() => setReadyFor(pathname), PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  if (readyFor !== pathname || pages.length === 0) return null;
  return <PrefetchLinks pages={pages} />;
}
